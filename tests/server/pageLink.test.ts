// @vitest-environment node
import type { Context } from 'hono';
import { describe, expect, it } from 'vitest';
import { pageLink } from '../../server/routes/pageLink';

const at = (url: string) => ({ req: { url } }) as unknown as Context;

describe('pagination links (blocks.md "Pagination: next, prev, limit, offset, total_count")', () => {
  it('are full addresses that keep every filter of the request', () => {
    expect(pageLink(at('http://h/v1/users?email=a%40b.co&limit=1&offset=0'), 1, 1)).toBe(
      '/v1/users?email=a%40b.co&limit=1&offset=1',
    );
    expect(
      pageLink(at('http://h/v1/access/owner/products?collection_slug=demo&email=x%40y.z'), 20, 20),
    ).toBe('/v1/access/owner/products?collection_slug=demo&email=x%40y.z&limit=20&offset=20');
  });
});
