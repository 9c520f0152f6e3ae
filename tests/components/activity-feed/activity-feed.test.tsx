import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toastStore } from '../../../src/ui/toast/toastStore';
import { uploadMessages } from '../../../src/ui/upload/messages';
import { CATALOGUES } from '../../../src/i18n/allCatalogues';
import { setLocale } from '../../../src/i18n/i18n';
// jsdom has no canvas: the compression library stands in here, told per test what to do.
const compression = vi.hoisted(() => ({ impl: null as null | ((file: File) => Promise<Blob>) }));
vi.mock('browser-image-compression', () => ({
  default: (file: File) =>
    compression.impl ? compression.impl(file) : Promise.reject(new Error('no canvas in jsdom')),
}));

import {
  authValue,
  fakeApi,
  jpeg,
  makeActivity,
  makeCollection,
  MB,
  OWNER,
  renderFeed,
  STRANGER,
} from './feedHarness';

function lastToast() {
  return toastStore.getState().toasts.at(-1);
}

beforeEach(() => {
  toastStore.setState({ toasts: [] });
  compression.impl = null;
});
afterEach(() => vi.restoreAllMocks());

describe('activity feed states (blocks.md)', () => {
  it("shows 'Loading...' while the activities load", async () => {
    renderFeed();
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    await screen.findByText('No activities yet. Be the first to share!');
  });

  it("shows 'No activities yet. Be the first to share!' for an empty feed (noActivityMessage)", async () => {
    renderFeed({ data: { feed: { noActivityMessage: 'Nothing here yet' } } });
    expect(await screen.findByText('Nothing here yet')).toBeInTheDocument();
  });

  it("shows 'Could not fetch activities. Check back soon.' when the feed fails to load", async () => {
    renderFeed({ api: fakeApi({ listStatus: 500 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not fetch activities. Check back soon.',
    );
  });

  it('shows the authentication error text when the server refuses the feed as unauthenticated', async () => {
    renderFeed({ api: fakeApi({ listStatus: 401 }) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Please sign in to view activities');
  });

  it('with showAuthenticationError off, an authentication failure shows the general load error', async () => {
    renderFeed({
      api: fakeApi({ listStatus: 403 }),
      data: { feed: { showAuthenticationError: false } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not fetch activities. Check back soon.',
    );
  });

  it("'Client API Key is required for activities' is raised when the client has no key", async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi();
    renderFeed({ apiKey: null, api });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not fetch activities. Check back soon.',
    );
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Client API Key is required for activities' }),
    );
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it(' builder preview: a disabled button and placeholder skeleton bars, and nothing is fetched', () => {
    const api = fakeApi();
    const { container } = renderFeed({ builder: true, api });
    expect(screen.getByRole('button', { name: 'Add to Feed' })).toBeDisabled();
    expect(container.querySelectorAll('.one-skeleton-bar').length).toBeGreaterThan(3);
    expect(api.fetch).not.toHaveBeenCalled();
  });
});

describe('activity feed list (blocks.md)', () => {
  const now = new Date();
  const thisYear = new Date(now.getFullYear(), 0, 15, 12).toISOString();

  it('shows image, title, caption, author and date by default; the location is hidden', async () => {
    renderFeed({
      api: fakeApi({ activities: [makeActivity({ created_at: '2024-06-09T12:00:00.000Z' })] }),
    });
    const post = (await screen.findByRole('heading', { name: 'First ride' })).closest(
      'li',
    ) as HTMLElement;
    expect(within(post).getByRole('img', { name: 'First ride' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/a.jpg',
    );
    expect(post).toHaveTextContent('Took it to the coast.');
    expect(post).toHaveTextContent('ow•••@example.com');
    expect(post).toHaveTextContent('Jun 09, 2024');
    expect(post).not.toHaveTextContent('Porto');
  });

  it(': the year is hidden in the feed date for the current year', async () => {
    renderFeed({ api: fakeApi({ activities: [makeActivity({ created_at: thisYear })] }) });
    const time = await screen.findByText('Jan 15');
    expect(time.tagName).toBe('TIME');
  });

  it('each feed show flag hides its part; showLocations shows the location', async () => {
    renderFeed({
      api: fakeApi({ activities: [makeActivity()] }),
      data: {
        feed: {
          showImage: false,
          showCaption: false,
          showTitle: false,
          showDate: false,
          showAuthor: false,
          showLocations: true,
        },
      },
    });
    expect(await screen.findByText('Porto')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByText('Took it to the coast.')).toBeNull();
    expect(document.querySelector('time')).toBeNull();
  });

  it(': newest first asks for order desc by created_at; oldest first for order asc', async () => {
    const activities = [
      makeActivity({ id: 'a1', title: 'Older', created_at: '2024-01-01T00:00:00.000Z' }),
      makeActivity({ id: 'a2', title: 'Newer', created_at: '2024-05-01T00:00:00.000Z' }),
    ];
    const newest = fakeApi({ activities });
    const { unmount } = renderFeed({ api: newest });
    await screen.findByText('Newer');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Newer', 'Older']);
    const query = newest.calls.find((c) => c.url.pathname === '/v1/activities')?.url.searchParams;
    expect(Object.fromEntries(query ?? [])).toMatchObject({
      collection_slug: 'porto-wallet',
      token_id: '7',
      limit: '20',
      offset: '0',
      order: 'desc',
      order_by: 'created_at',
    });
    unmount();
    const oldest = fakeApi({ activities });
    renderFeed({ api: oldest, data: { feed: { sortOrder: 'oldest' } } });
    await screen.findByText('Newer');
    expect(screen.getAllByRole('heading').map((h) => h.textContent)).toEqual(['Older', 'Newer']);
    expect(oldest.calls[0]?.url.searchParams.get('order')).toBe('asc');
  });

  it('pages through the feed by the page size', async () => {
    const activities = Array.from({ length: 12 }, (_, i) =>
      makeActivity({
        id: `a${i}`,
        title: `Post ${i}`,
        created_at: new Date(Date.UTC(2024, 0, i + 1)).toISOString(),
      }),
    );
    const api = fakeApi({ activities });
    renderFeed({ api, data: { feed: { pageSize: 5 } } });
    await screen.findByText('Post 11');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Post 6');
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(api.calls.at(-1)?.url.searchParams.get('offset')).toBe('5');
    expect(screen.queryByText('Post 11')).toBeNull();
  });

  it("in German the feed's pages and the sign-in explanation are German too", async () => {
    setLocale('de');
    try {
      const activities = Array.from({ length: 6 }, (_, i) =>
        makeActivity({ id: `a${i}`, created_at: new Date(Date.UTC(2024, 0, i + 1)).toISOString() }),
      );
      renderFeed({
        api: fakeApi({ activities }),
        auth: authValue(null),
        data: { feed: { pageSize: 5 } },
      });
      expect(await screen.findByText('Seite 1 von 2')).toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
      expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled();
      // The button's label is the block's own content (its default is the spec's English).
      await userEvent.click(screen.getByRole('button', { name: 'Add to Feed' }));
      expect(await screen.findByText(CATALOGUES.de.feed.signInExplain)).toBeInTheDocument();
    } finally {
      setLocale('en');
    }
  });

  it(": the collection's activity_settings override the block's data", async () => {
    renderFeed({
      page: {
        collection: makeCollection({
          activity_settings: { feed: { noActivityMessage: 'Be first!' }, allowUserUploads: false },
        }),
        tokenId: '7',
      },
    });
    expect(await screen.findByText('Be first!')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to Feed' })).toBeNull();
  });

  it(': allowUserUploads false hides the creation control', async () => {
    renderFeed({ data: { allowUserUploads: false }, auth: authValue(OWNER) });
    await screen.findByText('No activities yet. Be the first to share!');
    expect(screen.queryByRole('button', { name: /Add to Feed|Verifying/ })).toBeNull();
  });
});

describe('add button (blocks.md)', () => {
  it("not signed in: 'Add to Feed' opens 'Sign In Required', which closes once a signed-in user with an id exists", async () => {
    const { rerenderAuth } = renderFeed({ auth: authValue(null) });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign In Required' });
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
    rerenderAuth(authValue({ id: '', email: OWNER.email, metadata: {} }, { user: null }));
    expect(screen.getByRole('dialog', { name: 'Sign In Required' })).toBeInTheDocument();
    rerenderAuth(authValue(OWNER));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Sign In Required' })).toBeNull(),
    );
  });

  it('a press before the visitor is known acts once they are: the sign-in dialog for a visitor not signed in, the form for the owner', async () => {
    const loading = authValue(null, { isLoading: true });
    const first = renderFeed({ auth: loading });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Feed' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    first.rerenderAuth(authValue(null));
    await screen.findByRole('dialog', { name: 'Sign In Required' });
    first.unmount();

    const second = renderFeed({ auth: loading });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Feed' }));
    second.rerenderAuth(authValue(OWNER));
    await screen.findByRole('dialog', { name: 'Add to Feed' });
    expect(screen.queryByRole('dialog', { name: 'Sign In Required' })).toBeNull();
  });

  it("signed in, ownership unresolved: 'Verifying ownership...'", async () => {
    renderFeed({ auth: authValue(OWNER) });
    expect(screen.getByRole('button', { name: 'Verifying ownership...' })).toBeDisabled();
    await screen.findByRole('button', { name: 'Add to Feed' });
  });

  it("signed in, not the owner: 'Must be the product owner to add to feed'", async () => {
    renderFeed({ auth: authValue(STRANGER) });
    // One of the add button's states: the button, disabled, saying why.
    expect(
      await screen.findByRole('button', { name: 'Must be the product owner to add to feed' }),
    ).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Add to Feed' })).toBeNull();
  });

  it("owner: the button opens the form (modal 650 px, title 'Add to Feed', submit 'Submit')", async () => {
    const api = fakeApi();
    renderFeed({ auth: authValue(OWNER), api });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Feed' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to Feed' });
    expect(dialog.style.maxWidth).toBe('650px');
    // The form loads when the dialog first shows it.
    expect(await within(dialog).findByRole('button', { name: 'Submit' })).toBeInTheDocument();
    // Labelled by the exact field names: the required mark is not part of the label.
    expect(within(dialog).getByLabelText('Title')).toBeRequired();
    expect(within(dialog).getByLabelText('Caption')).not.toBeRequired();
    expect(within(dialog).getByLabelText('Image')).toBeInTheDocument();
    expect(within(dialog).queryByLabelText(/Location/)).toBeNull();
    expect(
      within(dialog).getByText(/Images over 1.5MB are automatically optimized/),
    ).toBeInTheDocument();
    const owner = api.calls.find((c) => c.url.pathname === '/v1/access/owner')?.url.searchParams;
    expect(Object.fromEntries(owner ?? [])).toMatchObject({
      email: OWNER.email,
      user_id: OWNER.id,
      collection_slug: 'porto-wallet',
      collection_id: 'col_1',
      token_id: '7',
    });
  });
});

async function openForm(api = fakeApi(), data: Record<string, unknown> = {}) {
  const view = renderFeed({ auth: authValue(OWNER), api, data });
  await userEvent.click(await screen.findByRole('button', { name: 'Add to Feed' }));
  const dialog = await screen.findByRole('dialog', {
    name: (data.title as string) ?? 'Add to Feed',
  });
  // The form loads when the dialog first shows it.
  await within(dialog).findByRole('button', { name: 'Submit' });
  return { ...view, dialog, api };
}

describe('add form (blocks.md)', () => {
  it('shows the form messages of on an empty submit and sends nothing', async () => {
    const { dialog, api } = await openForm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Title is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Must upload an image file')).toBeInTheDocument();
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("upload widget: a wrong type picked says 'Please select a valid image file (.jpg, .jpeg, .png, .webp)'", async () => {
    const { dialog } = await openForm();
    const input = within(dialog).getByLabelText(/Image/) as HTMLInputElement;
    await userEvent.upload(input, new File(['x'], 'notes.pdf', { type: 'application/pdf' }), {
      applyAccept: false,
    });
    expect(
      await within(dialog).findByText(
        'Please select a valid image file (.jpg, .jpeg, .png, .webp)',
      ),
    ).toBeInTheDocument();
  });

  it("a picture in another format (GIF) is refused with 'Only .jpg, .jpeg, .png, and .webp formats are supported' alone: no preview, and the picker takes the next file", async () => {
    const { dialog, api } = await openForm();
    const input = within(dialog).getByLabelText(/Image/) as HTMLInputElement;
    await userEvent.upload(input, new File(['GIF89a'], 'loop.gif', { type: 'image/gif' }), {
      applyAccept: false,
    });
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Only \.jpg, \.jpeg, \.png, and \.webp formats are supported$/,
    );
    expect(within(dialog).queryByRole('img', { name: 'Selected image preview' })).toBeNull();
    expect(input.value).toBe('');
    expect(within(dialog).getByRole('button', { name: 'choose a file' })).toBeEnabled();
    await userEvent.type(within(dialog).getByLabelText('Title'), 'A loop');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
    expect(within(dialog).getAllByRole('alert')).toHaveLength(1);
    // The next pick is taken: a JPEG replaces the message with its preview.
    await userEvent.upload(input, jpeg(1000, 'lamp.jpg'));
    await within(dialog).findByRole('img', { name: 'Selected image preview' });
    expect(within(dialog).queryByText(/formats are supported/)).toBeNull();
  });

  it('a file named and typed as a JPEG that is not one is refused as it is picked, with its own words', async () => {
    const { dialog, api } = await openForm();
    const input = within(dialog).getByLabelText(/Image/) as HTMLInputElement;
    await userEvent.upload(
      input,
      new File(['just some text'], 'photo.jpg', { type: 'image/jpeg' }),
    );
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This image cannot be opened: it may be damaged, or not really a picture. Please choose another one.',
    );
    expect(within(dialog).queryByRole('img', { name: 'Selected image preview' })).toBeNull();
    expect(input.value).toBe('');
    await userEvent.type(within(dialog).getByLabelText('Title'), 'Not a photo');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(api.calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it("upload widget: more than one file says 'Please select only one image file.'", async () => {
    const { dialog } = await openForm();
    const input = within(dialog).getByLabelText(/Image/) as HTMLInputElement;
    input.multiple = true;
    await userEvent.upload(input, [jpeg(1000, 'a.jpg'), jpeg(1000, 'b.jpg')]);
    expect(
      await within(dialog).findByText('Please select only one image file.'),
    ).toBeInTheDocument();
  });

  it("a drop of the wrong type says 'Invalid file type. Please upload a valid file.'", async () => {
    const { dialog } = await openForm();
    const zone = dialog.querySelector('.one-activity-dropzone') as HTMLElement;
    const { fireEvent } = await import('@testing-library/react');
    fireEvent.drop(zone, {
      dataTransfer: { files: [new File(['x'], 'a.txt', { type: 'text/plain' })] },
    });
    expect(
      await within(dialog).findByText('Invalid file type. Please upload a valid file.'),
    ).toBeInTheDocument();
  });

  it("'File still too large after optimization' for 5 s with its text, and the image is cleared", async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { dialog } = await openForm();
    const compressed: File[] = [];
    compression.impl = async (file) => {
      compressed.push(file);
      return new Blob([new Uint8Array(5.5 * MB)], { type: 'image/jpeg' });
    };
    await userEvent.upload(within(dialog).getByLabelText(/Image/), jpeg(6.5 * MB));
    await waitFor(() => expect(lastToast()?.title).toBe('File still too large after optimization'));
    expect(lastToast()).toMatchObject({
      duration: 5000,
      description:
        'Even after compression (5.5 MB), this file exceeds our 5MB limit. Please try a smaller image.',
    });
    expect(compressed).toHaveLength(1);
    expect(within(dialog).queryByRole('img', { name: 'Selected image preview' })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Too big');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByText('Must upload an image file')).toBeInTheDocument();
    // The drop zone is outlined like the other invalid fields.
    expect(dialog.querySelector('.one-activity-dropzone')).toHaveAttribute('data-invalid');
  });

  it('over 5 MB and compression could not shrink it: the form says so with the limit, never "Even after compression"', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { dialog } = await openForm();
    // compression.impl unset: the library fails, so the original comes back untouched.
    await userEvent.upload(within(dialog).getByLabelText(/Image/), jpeg(6.5 * MB));
    expect(
      await within(dialog).findByText(
        'File size (6.5 MB) exceeds 5MB limit. This image could not be made any smaller. Please try a smaller image.',
      ),
    ).toBeInTheDocument();
    expect(lastToast()?.title).not.toBe('File still too large after optimization');
    expect(within(dialog).queryByRole('img', { name: 'Selected image preview' })).toBeNull();
  });

  it('foundation: a JPEG over 1 MB gets the phone-photo hint in the feed form too', async () => {
    const { dialog } = await openForm();
    await userEvent.upload(within(dialog).getByLabelText(/Image/), jpeg(1.2 * MB, 'phone.jpg'));
    expect(await within(dialog).findByText(uploadMessages.jpegPhoneHint)).toBeInTheDocument();
    // The 1.5 MB sentence is said once, by the field's own hint.
    expect(within(dialog).getAllByText(uploadMessages.autoOptimizedHelp)).toHaveLength(1);
  });

  it(': above 1572864 bytes the image is compressed before upload', async () => {
    compression.impl = async () => new Blob([new Uint8Array(400_000)], { type: 'image/jpeg' });
    const { dialog, api } = await openForm();
    await userEvent.upload(within(dialog).getByLabelText(/Image/), jpeg(2 * MB, 'big.jpg'));
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Big photo');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled(),
    );
    // Once optimised, the warning about the original gives way to what was done.
    expect(await within(dialog).findByText('Optimized from 2 MB to 391 KB.')).toBeInTheDocument();
    expect(within(dialog).queryByText(/Large file detected/)).toBeNull();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = (api.calls.find((c) => c.method === 'POST')?.body as FormData).get(
      'image',
    ) as File;
    expect(sent.size).toBe(400_000);
    expect(sent.name).toBe('big.jpg');
  });

  it(': a 1.5 MB image (1572864 bytes, not above) is sent as it is', async () => {
    compression.impl = async () => {
      throw new Error('must not be called');
    };
    const { dialog, api } = await openForm();
    await userEvent.upload(within(dialog).getByLabelText(/Image/), jpeg(1_572_864, 'edge.jpg'));
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Edge');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = (api.calls.find((c) => c.method === 'POST')?.body as FormData).get(
      'image',
    ) as File;
    expect(sent.size).toBe(1_572_864);
  });

  it(': above 1572864 bytes compression is tried; when it fails the original file is used', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { dialog, api } = await openForm();
    await userEvent.upload(within(dialog).getByLabelText(/Image/), jpeg(2 * MB, 'big.jpg'));
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Big photo');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Submit' })).toBeEnabled(),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(api.calls.some((c) => c.method === 'POST')).toBe(true));
    const sent = (api.calls.find((c) => c.method === 'POST')?.body as FormData).get(
      'image',
    ) as File;
    expect(sent.size).toBe(2 * MB);
    expect(warn).toHaveBeenCalledWith(
      expect.stringContaining('compression failed'),
      expect.anything(),
    );
  });

  it("optimistic posting: a PENDING CUSTOMER post with a spinner and no delete, 'Submitting...', then replaced by the server's record", async () => {
    const api = fakeApi({ holdCreate: true });
    const { dialog } = await openForm(api);
    await userEvent.upload(within(dialog).getByLabelText(/Image/), jpeg(1000, 'small.jpg'));
    // With a file chosen the field's label still names one control: a second file goes there too.
    await within(dialog).findByRole('img', { name: 'Selected image preview' });
    expect(within(dialog).getAllByLabelText(/Image/)).toHaveLength(1);
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Sunset walk');
    await userEvent.type(within(dialog).getByLabelText(/Caption/), 'Golden hour');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect(await within(dialog).findByRole('button', { name: 'Submitting...' })).toBeDisabled();
    const pending = document.querySelector('[data-status="PENDING"]') as HTMLElement;
    expect(pending).not.toBeNull();
    expect(pending).toHaveTextContent('Sunset walk');
    // The open dialog hides the page from assistive tech, so the status is read without roles here.
    expect(within(pending).getByText('Posting…')).toBeInTheDocument();
    expect(within(pending).queryByRole('button', { name: /Delete/ })).toBeNull();
    const form = api.calls.find((c) => c.method === 'POST')?.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([k]) => k !== 'image'))).toEqual({
      title: 'Sunset walk',
      content: 'Golden hour',
      owner_email: OWNER.email,
      user_id: OWNER.id,
      token_id: '7',
      collection_slug: 'porto-wallet',
    });
    await act(async () => api.release());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add to Feed' })).toBeNull());
    await waitFor(() => expect(document.querySelector('[data-status="PENDING"]')).toBeNull());
    const confirmed = screen
      .getByRole('heading', { name: 'Sunset walk' })
      .closest('li') as HTMLElement;
    expect(confirmed.dataset.activityId).toMatch(/^act_server_/);
    expect(within(confirmed).getByRole('button', { name: /Delete post/ })).toBeInTheDocument();
  });

  it("failure: the post is rolled back with the toast 'Error uploading to feed' (4 s) and the form keeps what was typed", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ createStatus: 500, activities: [makeActivity({ title: 'Existing' })] });
    const { dialog } = await openForm(api);
    await userEvent.upload(within(dialog).getByLabelText(/Image/), jpeg(1000));
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Will fail');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Error uploading to feed',
        duration: 4000,
        variant: 'destructive',
      }),
    );
    expect(screen.queryByRole('heading', { name: 'Will fail' })).toBeNull();
    expect(document.querySelector('[data-status="PENDING"]')).toBeNull();
    expect(screen.getByText('Existing')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Title/)).toHaveValue('Will fail');
  });

  it("a server error mentioning 'File too large' only warns in the console", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const api = fakeApi({ createStatus: 413, createBody: { message: 'File too large' } });
    const { dialog } = await openForm(api);
    await userEvent.upload(within(dialog).getByLabelText(/Image/), jpeg(1000));
    await userEvent.type(within(dialog).getByLabelText(/Title/), 'Huge');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith(
        'The server refused the image as too large',
        expect.anything(),
      ),
    );
    expect(lastToast()).toBeUndefined();
    expect(document.querySelector('[data-status="PENDING"]')).toBeNull();
  });
});

describe('delete (blocks.md)', () => {
  it("confirmation dialog, then 'Successfully deleted activity' (4 s) and a refresh", async () => {
    const api = fakeApi({
      activities: [
        makeActivity({ id: 'act_1', title: 'Mine' }),
        makeActivity({ id: 'act_2', title: 'Theirs', user_id: 'someone' }),
      ],
    });
    renderFeed({ auth: authValue(OWNER), api });
    const mine = (await screen.findByRole('heading', { name: 'Mine' })).closest(
      'li',
    ) as HTMLElement;
    const theirs = screen.getByRole('heading', { name: 'Theirs' }).closest('li') as HTMLElement;
    expect(within(theirs).queryByRole('button', { name: /Delete/ })).toBeNull();
    await userEvent.click(within(mine).getByRole('button', { name: 'Delete post "Mine"' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this post?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Successfully deleted activity', duration: 4000 }),
    );
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Mine' })).toBeNull());
    expect(
      api.calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/v1/activities/act_1'),
    ).toBe(true);
  });

  it('cancel keeps the post', async () => {
    const api = fakeApi({ activities: [makeActivity({ id: 'act_1', title: 'Mine' })] });
    renderFeed({ auth: authValue(OWNER), api });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete post "Mine"' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }),
    );
    expect(api.calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(screen.getByRole('heading', { name: 'Mine' })).toBeInTheDocument();
  });

  it("'Error deleting activity' (4 s) when the delete returns false", async () => {
    const api = fakeApi({
      activities: [makeActivity({ id: 'act_1', title: 'Mine' })],
      deleteResult: false,
    });
    renderFeed({ auth: authValue(OWNER), api });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete post "Mine"' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(lastToast()).toMatchObject({ title: 'Error deleting activity', duration: 4000 }),
    );
  });
});
