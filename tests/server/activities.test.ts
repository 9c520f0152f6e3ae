// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiRequestError, type ApiClient } from '../../src/client';
import { activityRules } from '../../server/services/activities';
import { hugeFile, lyingFile, pngFile } from './support/files';
import { SK, startTestServer, type TestServer } from './support/testServer';

let server: TestServer;
let owner: ApiClient;
let stranger: ApiClient;
let ownerId: string;

async function failure(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

beforeAll(async () => {
  server = await startTestServer();
  owner = await server.signIn('poster@example.com');
  const registered = await owner.registrations.registerEmail({
    email: 'poster@example.com',
    collection_id: 'demo',
    short_url: 'demo-4',
    metadata: { firstName: 'P', lastName: 'O', terms: true },
  });
  expect(registered?.success).toBe(true);
  ownerId = (await owner.session.get('localhost'))!.user!.id;
  stranger = await server.signIn('stranger@example.com');
}, 120_000);
afterAll(() => server?.close());

describe('activities', () => {
  it('the owner posts a photo (multipart) and it leads the feed, newest first', async () => {
    const created = await owner.activities.create({
      title: 'On my desk',
      content: 'Looks great at night',
      token_id: '4',
      collection_slug: 'demo',
      owner_email: 'poster@example.com',
      user_id: ownerId,
      image: pngFile(),
    });
    expect(created).toMatchObject({
      title: 'On my desk',
      type: 'CUSTOMER',
      status: null,
      user_id: ownerId,
      token_id: '4',
      collection_slug: 'demo',
    });
    expect(created?.image?.url).toMatch(/^\/uploads\/.+\.png$/);
    const image = await fetch(`${server.url}${created!.image!.url}`);
    expect(image.headers.get('content-type')).toBe('image/png');

    const feed = await server.client().activities.list({ collection_slug: 'demo', token_id: '4' });
    expect(feed.data[0]?.id).toBe(created?.id);
    expect(feed.pagination).toMatchObject({
      total_count: 1,
      offset: 0,
      limit: 20,
      next: null,
      prev: null,
    });
    const all = await server
      .client()
      .activities.list({ collection_slug: 'demo', order: 'asc', limit: 1 });
    expect(all.data[0]?.type).toBe('CREATOR'); // the seeded post is the oldest
    expect(all.pagination.next).toContain('offset=1');
  });

  it('the publishable key sees each author as the feed shows them: a masked e-mail, and user_id only on the caller’s own posts', async () => {
    const query = { collection_slug: 'demo', token_id: '4' };
    const post = (list: { data: { owner_email: string | null; user_id: string | null }[] }) =>
      list.data.find((a) => a.owner_email !== null)!;
    const asVisitor = post(await server.client().activities.list(query));
    expect(asVisitor.owner_email).toBe('po•••@example.com');
    expect(asVisitor.user_id).toBeNull();
    expect(post(await stranger.activities.list(query)).user_id).toBeNull();
    const asAuthor = post(await owner.activities.list(query));
    expect(asAuthor).toMatchObject({ owner_email: 'po•••@example.com', user_id: ownerId });
    const asSite = post(await server.client({ apiKey: SK }).activities.list(query));
    expect(asSite).toMatchObject({ owner_email: 'poster@example.com', user_id: ownerId });
  });

  it('blocks: the form, built from the block, decides what is required; the server keeps the limits', async () => {
    // A block may make the title and the photo optional: a caption alone is a post.
    const captionOnly = await owner.activities.create({
      content: 'Just a caption',
      token_id: '4',
      collection_slug: 'demo',
    });
    expect(captionOnly?.title).toBeNull();
    expect(captionOnly?.image).toBeNull();
    const empty = await failure(
      owner.activities.create({ token_id: '4', collection_slug: 'demo' }),
    );
    expect(empty.status).toBe(400);
    expect(empty.message).toContain('a post needs a title, a caption or an image');
    const long = await failure(
      owner.activities.create({
        title: 'x'.repeat(101),
        token_id: '4',
        collection_slug: 'demo',
        image: pngFile(),
      }),
    );
    expect(long.message).toContain('title');
  });

  it("blocks: the collection's activity_settings make a field required on the server too", () => {
    expect(activityRules(null)).toMatchObject({
      title: { required: false },
      upload: { required: false },
      location: { show: false },
    });
    const rules = activityRules({
      fields: {
        title: { required: true },
        location: { required: true },
        upload: { show: false, required: true },
      },
    });
    expect(rules.title.required).toBe(true);
    // Location is hidden unless the settings show it; a hidden field is never required.
    expect(rules.location.required).toBe(false);
    expect(rules.upload.required).toBe(false);
  });

  it('a non-owner cannot post, and a visitor who is not signed in gets 401', async () => {
    const error = await failure(
      stranger.activities.create({
        title: 'Not mine',
        token_id: '4',
        collection_slug: 'demo',
        image: pngFile(),
      }),
    );
    expect(error.status).toBe(403);
    const anonymous = await failure(
      server.client().activities.create({
        title: 'Anon',
        token_id: '4',
        collection_slug: 'demo',
        image: pngFile(),
      }),
    );
    expect(anonymous.status).toBe(401);
  });

  it('an image whose name lies about its content is refused (415), a huge one is "File too large" (413)', async () => {
    const lie = await failure(
      owner.activities.create({
        title: 'Lie',
        token_id: '4',
        collection_slug: 'demo',
        image: lyingFile(),
      }),
    );
    expect(lie.status).toBe(415);
    expect(lie.message).toContain('image');
    const huge = await failure(
      owner.activities.create({
        title: 'Huge',
        token_id: '4',
        collection_slug: 'demo',
        image: hugeFile(),
      }),
    );
    expect(huge.status).toBe(413);
    expect(huge.message).toContain('File too large');
    const feed = await owner.activities.list({ collection_slug: 'demo', token_id: '4' });
    expect(feed.data.map((a) => a.title)).not.toContain('Lie');
  });

  it('only the author deletes their CUSTOMER post; a stranger gets 403; the result says success', async () => {
    const post = await owner.activities.create({
      title: 'Delete me',
      token_id: '4',
      collection_slug: 'demo',
      image: pngFile(),
    });
    const error = await failure(stranger.activities.delete(post!.id));
    expect(error.status).toBe(403);
    const creatorPost = (
      await owner.activities.list({ collection_slug: 'demo', token_id: '1' })
    ).data.find((a) => a.type === 'CREATOR');
    expect((await failure(owner.activities.delete(creatorPost!.id))).status).toBe(403);
    expect(await owner.activities.delete(post!.id)).toEqual({ success: true });
    expect(await owner.activities.delete(post!.id)).toEqual({ success: false });
  });

  it('the site posts as CREATOR with the secret key', async () => {
    const site = server.client({ apiKey: SK });
    const post = await site.activities.create({
      title: 'From the maker',
      token_id: '4',
      collection_slug: 'demo',
    });
    expect(post?.type).toBe('CREATOR');
  });

  it('a 404 on the activities path gives an empty page (foundation)', async () => {
    const feed = await owner.activities.list({ collection_slug: 'demo', token_id: '4', limit: 5 });
    expect(feed.data.length).toBeGreaterThan(0);
    const none = await owner.request('GET', '/v1/activities/unknown-path');
    expect(none).toEqual([]);
  });
});
