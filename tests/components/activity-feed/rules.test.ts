import { describe, expect, it, vi } from 'vitest';
import { ApiRequestError } from '../../../src/client/errors';
import {
  authorLabel,
  canDeleteActivity,
  canReportActivity,
  isAuthError,
  isFileSizeError,
} from '../../../src/components/activity-feed/activityRules';
import { addButtonState } from '../../../src/components/activity-feed/addButtonState';
import { buildActivityFormSchema } from '../../../src/components/activity-feed/formSchema';
import { formatFeedDate } from '../../../src/components/activity-feed/formatDate';
import { feedQuery, pageInfo } from '../../../src/components/activity-feed/query';
import { activityFeedSchema } from '../../../src/components/activity-feed/schema';
import { mergeFeedSettings } from '../../../src/components/activity-feed/settings';

const defaults = activityFeedSchema.content.parse({});
const MB = 1024 * 1024;
const file = (bytes: number, name: string, type: string) =>
  new File([new Uint8Array(bytes)], name, { type });

function messages(schema: ReturnType<typeof buildActivityFormSchema>, values: unknown): string[] {
  const result = schema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('activity feed data (blocks.md)', () => {
  it(" feed defaults: newest first, page size 20, images/captions/titles/dates/authors shown, locations hidden, 'Please sign in to view activities', 'No activities yet. Be the first to share!'", () => {
    expect(defaults.feed).toEqual({
      showAuthenticationError: true,
      authenticationErrorText: 'Please sign in to view activities',
      noActivityMessage: 'No activities yet. Be the first to share!',
      pageSize: 20,
      sortOrder: 'newest',
      showImage: true,
      showCaption: true,
      showLocations: false,
      showTitle: true,
      showDate: true,
      showAuthor: true,
    });
  });

  it(": default form title 'Add to Feed', submit label 'Submit'; uploads allowed", () => {
    expect(defaults.title).toBe('Add to Feed');
    expect(defaults.buttons.submit.label).toBe('Submit');
    expect(defaults.buttons.add.label).toBe('Add to Feed');
    expect(defaults.allowUserUploads).toBe(true);
  });

  it(': every form field is shown by default except location; title and image are required', () => {
    expect(defaults.fields.title).toMatchObject({ show: true, required: true });
    expect(defaults.fields.upload).toMatchObject({ show: true, required: true });
    expect(defaults.fields.caption).toMatchObject({ show: true, required: false });
    expect(defaults.fields.location).toMatchObject({ show: false, required: false });
  });

  it(' editor bounds: feed page size 5 to 50 in steps of 5', () => {
    const ok = (pageSize: number) =>
      activityFeedSchema.content.safeParse({ feed: { pageSize } }).success;
    expect([5, 10, 25, 50].every(ok)).toBe(true);
    expect([0, 4, 7, 55].some(ok)).toBe(false);
  });

  it(": the collection's activity_settings override the block's data, field by field", () => {
    const data = activityFeedSchema.content.parse({
      title: 'Share your ride',
      feed: { pageSize: 10 },
    });
    const merged = mergeFeedSettings(data, {
      allowUserUploads: false,
      feed: { sortOrder: 'oldest' },
      fields: { location: { show: true } },
    });
    expect(merged.allowUserUploads).toBe(false);
    expect(merged.feed.sortOrder).toBe('oldest');
    expect(merged.feed.pageSize).toBe(10);
    expect(merged.title).toBe('Share your ride');
    expect(merged.fields.location).toMatchObject({
      show: true,
      required: false,
      label: 'Location',
    });
  });

  it(" vocabulary in activity_settings: sortOrder 'desc' means newest first, 'asc' oldest first", () => {
    expect(mergeFeedSettings(defaults, { feed: { sortOrder: 'asc' } }).feed.sortOrder).toBe(
      'oldest',
    );
    expect(mergeFeedSettings(defaults, { feed: { sortOrder: 'desc' } }).feed.sortOrder).toBe(
      'newest',
    );
  });

  it('an activity setting that does not fit is ignored with a warning and the rest still applies', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const merged = mergeFeedSettings(defaults, { feed: { pageSize: 7, showDate: false } });
    expect(merged.feed.pageSize).toBe(20);
    expect(merged.feed.showDate).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('feed.pageSize'));
    warn.mockRestore();
  });
});

describe('activity form rules (blocks.md)', () => {
  const schema = buildActivityFormSchema(defaults.fields);
  const photo = file(200_000, 'ride.jpg', 'image/jpeg');

  it("title required: 'Title is required'; maximum 100 characters either way", () => {
    expect(messages(schema, { title: '  ', image: photo })).toEqual(['Title is required']);
    expect(messages(schema, { title: 'x'.repeat(101), image: photo })).toEqual([
      'Title must be at most 100 characters',
    ]);
    const optional = buildActivityFormSchema({
      ...defaults.fields,
      title: { ...defaults.fields.title, required: false },
    });
    expect(messages(optional, { title: '', image: photo })).toEqual([]);
    expect(messages(optional, { title: 'x'.repeat(101), image: photo })).toHaveLength(1);
  });

  it("caption optional by default, 'Caption is required' when required; maximum 500", () => {
    expect(messages(schema, { title: 'Hi', image: photo, caption: '' })).toEqual([]);
    expect(messages(schema, { title: 'Hi', image: photo, caption: 'x'.repeat(501) })).toEqual([
      'Caption must be at most 500 characters',
    ]);
    const required = buildActivityFormSchema({
      ...defaults.fields,
      caption: { ...defaults.fields.caption, required: true },
    });
    expect(messages(required, { title: 'Hi', image: photo, caption: '' })).toEqual([
      'Caption is required',
    ]);
  });

  it("location hidden by default; 'Location is required' when shown and required; maximum 100", () => {
    expect(schema.safeParse({ title: 'Hi', image: photo, location: 'x'.repeat(300) }).success).toBe(
      true,
    );
    const required = buildActivityFormSchema({
      ...defaults.fields,
      location: { ...defaults.fields.location, show: true, required: true },
    });
    expect(messages(required, { title: 'Hi', image: photo, location: '' })).toEqual([
      'Location is required',
    ]);
    expect(messages(required, { title: 'Hi', image: photo, location: 'x'.repeat(101) })).toEqual([
      'Location must be at most 100 characters',
    ]);
  });

  it("image must be a file ('Must upload an image file')", () => {
    expect(messages(schema, { title: 'Hi', image: null })).toEqual(['Must upload an image file']);
    expect(messages(schema, { title: 'Hi', image: 'photo.jpg' })).toEqual([
      'Must upload an image file',
    ]);
  });

  it("image at most 5 MB (5242880 bytes): 'File size (X) exceeds the 5MB limit. Please try a smaller image or use our automatic compression.'", () => {
    expect(
      messages(schema, { title: 'Hi', image: file(5_242_880, 'a.webp', 'image/webp') }),
    ).toEqual([]);
    expect(messages(schema, { title: 'Hi', image: file(6 * MB, 'a.webp', 'image/webp') })).toEqual([
      'File size (6 MB) exceeds the 5MB limit. Please try a smaller image or use our automatic compression.',
    ]);
  });

  it("only jpg, jpeg, png and webp: 'Only .jpg, .jpeg, .png, and .webp formats are supported'", () => {
    expect(messages(schema, { title: 'Hi', image: file(1000, 'a.gif', 'image/gif') })).toEqual([
      'Only .jpg, .jpeg, .png, and .webp formats are supported',
    ]);
    for (const [name, type] of [
      ['a.jpg', 'image/jpeg'],
      ['a.png', 'image/png'],
      ['a.webp', 'image/webp'],
    ] as const) {
      expect(messages(schema, { title: 'Hi', image: file(1000, name, type) })).toEqual([]);
    }
  });

  it("size must be above 0: 'Image is required'", () => {
    expect(messages(schema, { title: 'Hi', image: file(0, 'a.jpg', 'image/jpeg') })).toEqual([
      'Image is required',
    ]);
  });

  it("when optional an empty image is allowed; anything else not a file: 'Must upload a valid image file'", () => {
    const optional = buildActivityFormSchema({
      ...defaults.fields,
      upload: { ...defaults.fields.upload, required: false },
    });
    expect(messages(optional, { title: 'Hi', image: null })).toEqual([]);
    expect(messages(optional, { title: 'Hi' })).toEqual([]);
    expect(messages(optional, { title: 'Hi', image: 'x' })).toEqual([
      'Must upload a valid image file',
    ]);
  });

  it('hidden fields are not part of the form', () => {
    const noImage = buildActivityFormSchema({
      ...defaults.fields,
      upload: { ...defaults.fields.upload, show: false },
    });
    expect(messages(noImage, { title: 'Hi' })).toEqual([]);
  });
});

describe('feed query and paging (blocks.md)', () => {
  it('newest first is order desc, oldest first is order asc, by created_at, with limit and offset', () => {
    expect(
      feedQuery({ collectionSlug: 'w', tokenId: '7', pageSize: 20, page: 0, sortOrder: 'newest' }),
    ).toEqual({
      collection_slug: 'w',
      token_id: '7',
      limit: 20,
      offset: 0,
      order: 'desc',
      order_by: 'created_at',
    });
    expect(
      feedQuery({ collectionSlug: 'w', tokenId: null, pageSize: 10, page: 2, sortOrder: 'oldest' }),
    ).toEqual({
      collection_slug: 'w',
      limit: 10,
      offset: 20,
      order: 'asc',
      order_by: 'created_at',
    });
  });

  it('without a collection slug there is no collection_slug, so the fetch stays disabled', () => {
    expect(
      feedQuery({ collectionSlug: null, tokenId: '7', pageSize: 20, page: 0, sortOrder: 'newest' }),
    ).not.toHaveProperty('collection_slug');
  });

  it('page info from the pagination', () => {
    expect(
      pageInfo({ next: 'n', prev: null, limit: 20, offset: 0, total_count: 45 }, 0, 20),
    ).toEqual({
      page: 0,
      pageCount: 3,
      hasPrevious: false,
      hasNext: true,
    });
    expect(
      pageInfo({ next: null, prev: 'p', limit: 20, offset: 40, total_count: 45 }, 2, 20),
    ).toMatchObject({ hasPrevious: true, hasNext: false });
  });
});

describe('feed dates (blocks.md)', () => {
  const now = new Date(2026, 10, 22, 12);
  it("'MMM dd, yyyy', with the year hidden for the current year", () => {
    expect(formatFeedDate(new Date(2025, 2, 4, 12).toISOString(), now)).toBe('Mar 04, 2025');
    expect(formatFeedDate(new Date(2026, 2, 4, 12).toISOString(), now)).toBe('Mar 04');
  });
  it("'Invalid date' when the date cannot be formatted", () => {
    expect(formatFeedDate('not a date', now)).toBe('Invalid date');
    expect(formatFeedDate(null, now)).toBe('Invalid date');
  });
});

describe('add button states (blocks.md)', () => {
  it("not signed in: 'Add to Feed' opening the sign-in dialog", () => {
    expect(addButtonState({ isAuthenticated: false, hasIdentity: false, isOwner: undefined })).toBe(
      'sign-in',
    );
  });
  it("signed in, ownership unresolved: 'Verifying ownership...'", () => {
    expect(addButtonState({ isAuthenticated: true, hasIdentity: true, isOwner: undefined })).toBe(
      'verifying',
    );
  });
  it("signed in, not owner: 'Must be the product owner to add to feed' (a failed check counts as not owner)", () => {
    expect(addButtonState({ isAuthenticated: true, hasIdentity: true, isOwner: false })).toBe(
      'not-owner',
    );
    expect(
      addButtonState({
        isAuthenticated: true,
        hasIdentity: true,
        isOwner: undefined,
        ownershipFailed: true,
      }),
    ).toBe('not-owner');
  });
  it('owner: the button that opens the form', () => {
    expect(addButtonState({ isAuthenticated: true, hasIdentity: true, isOwner: true })).toBe(
      'owner',
    );
  });
});

describe('post rules', () => {
  it(': delete shows only on the user’s own, non-pending CUSTOMER posts', () => {
    const post = { user_id: 'u1', status: null, type: 'CUSTOMER' as const };
    expect(canDeleteActivity(post, 'u1')).toBe(true);
    expect(canDeleteActivity(post, 'u2')).toBe(false);
    expect(canDeleteActivity(post, null)).toBe(false);
    expect(canDeleteActivity({ ...post, status: 'PENDING' }, 'u1')).toBe(false);
    expect(canDeleteActivity({ ...post, type: 'CREATOR' }, 'u1')).toBe(false);
  });

  it(": a server error containing 'File too large' or 'file size' is recognised", () => {
    const error = (body: unknown) =>
      new ApiRequestError(`HTTP Error Status: 413 - ${JSON.stringify(body)}`, {
        endpoint: '/v1/activities',
        options: { method: 'POST', hasBody: false, hasForm: true },
        status: 413,
        body,
      });
    expect(isFileSizeError(error({ message: 'File too large' }))).toBe(true);
    expect(isFileSizeError(new Error('The file size is over the limit'))).toBe(true);
    expect(isFileSizeError(new Error('Network error: offline'))).toBe(false);
  });

  it('401 and 403 are authentication failures', () => {
    const error = (status: number) =>
      new ApiRequestError('x', {
        endpoint: '/',
        options: { method: 'GET', hasBody: false, hasForm: false },
        status,
      });
    expect(isAuthError(error(401))).toBe(true);
    expect(isAuthError(error(403))).toBe(true);
    expect(isAuthError(error(500))).toBe(false);
  });

  it('authors are shown without publishing their address', () => {
    expect(
      authorLabel(
        { type: 'CUSTOMER', owner_email: 'jane.doe@example.com', owner_address: null },
        'Wallet',
      ),
    ).toBe('ja•••@example.com');
    // What the server sends visitors is already masked: shown as it is.
    expect(
      authorLabel(
        { type: 'CUSTOMER', owner_email: 'ja•••@example.com', owner_address: null },
        'Wallet',
      ),
    ).toBe('ja•••@example.com');
    expect(
      authorLabel({ type: 'CUSTOMER', owner_email: 'a@example.com', owner_address: null }, 'W'),
    ).toBe('•••@example.com');
    expect(
      authorLabel({ type: 'CUSTOMER', owner_email: null, owner_address: '0x1234…1234' }, 'W'),
    ).toBe('0x1234…1234');
    expect(
      authorLabel(
        { type: 'CUSTOMER', owner_email: null, owner_address: '0x1234567890abcdef1234' },
        'Wallet',
      ),
    ).toBe('0x1234…1234');
    expect(
      authorLabel({ type: 'CREATOR', owner_email: null, owner_address: null }, 'Porto Wallet'),
    ).toBe('Porto Wallet');
  });
});

describe('who may report a post', () => {
  const post = { id: 'act_1', user_id: null, status: null } as const;
  it('a visitor reports a published post someone else wrote, signed in or not', () => {
    expect(canReportActivity(post, null)).toBe(true);
    expect(canReportActivity({ ...post, user_id: null }, 'usr_me')).toBe(true);
  });
  it('not their own post, and not one being sent or awaiting approval', () => {
    expect(canReportActivity({ ...post, user_id: 'usr_me' }, 'usr_me')).toBe(false);
    expect(canReportActivity({ ...post, status: 'PENDING' }, null)).toBe(false);
  });
});
