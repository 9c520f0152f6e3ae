import { describe, expect, it } from 'vitest';
import { blockGridSchema } from '../../src/components/block-grid/schema';
import { buttonSchema } from '../../src/components/button/schema';
import { imageSchema } from '../../src/components/image/schema';
import { linksSchema } from '../../src/components/links/schema';
import { locationSchema } from '../../src/components/location/schema';
import { parseLayoutDocument } from '../../src/components/schemaRegistry';
import { shareSchema } from '../../src/components/share/schema';
import { LINK_URL_MESSAGE, linkUrl, PAGE_URL_MESSAGE } from '../../src/schema/linkUrl';

const ACCEPTED = [
  '',
  '/c/demo',
  '#anchor',
  '?tab=2',
  'mailto:hello@example.com',
  'tel:+15551234567',
  'https://example.com/a?b=1',
  'http://example.com',
  '  https://example.com  ',
];
const REFUSED = [
  'htp:/bad',
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'java\tscript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'example.com',
  'https://',
];

/** The first message a schema gives for a value, or null when it takes it. */
function messageOf(
  schema: { safeParse: (v: unknown) => { error?: { issues: { message: string }[] } } },
  value: unknown,
) {
  return schema.safeParse(value).error?.issues[0]?.message ?? null;
}

describe('a link field takes exactly what the page can render as a live link', () => {
  it('takes web addresses, paths and #anchors on this site, mailto: and tel:; refuses the rest with the reason', () => {
    for (const value of ACCEPTED) expect(messageOf(linkUrl(), value), value).toBeNull();
    for (const value of REFUSED) expect(messageOf(linkUrl(), value), value).toBe(LINK_URL_MESSAGE);
  });

  it('every link field of the blocks keeps the rule: button, image, location, links, block grid', () => {
    const bad = 'javascript:alert(1)';
    expect(messageOf(buttonSchema.content, { link: bad })).toBe(LINK_URL_MESSAGE);
    expect(messageOf(imageSchema.content, { link: bad })).toBe(LINK_URL_MESSAGE);
    expect(messageOf(locationSchema.content, { link: 'htp:/bad' })).toBe(LINK_URL_MESSAGE);
    expect(messageOf(linksSchema.content, { links: [{ id: 'a', type: 'custom', url: bad }] })).toBe(
      LINK_URL_MESSAGE,
    );
    const grid = (block: Record<string, unknown>) =>
      messageOf(blockGridSchema.content, {
        containers: [{ id: 'c1', blocks: [{ id: 'b', type: 'text', ...block }] }],
      });
    expect(grid({ action_type: 'url', url: bad })).toBe(LINK_URL_MESSAGE);
    expect(grid({ image: { url: 'https://x/a.jpg', button: { href: bad } } })).toBe(
      LINK_URL_MESSAGE,
    );
    expect(buttonSchema.content.parse({ link: '/c/demo' }).link).toBe('/c/demo');
  });

  it('the URL to share is a full web address or blank (the current page)', () => {
    expect(messageOf(shareSchema.content, { url: '' })).toBeNull();
    expect(messageOf(shareSchema.content, { url: 'https://example.com/p' })).toBeNull();
    for (const value of ['/c/demo', 'javascript:alert(1)', 'mailto:a@b.c'])
      expect(messageOf(shareSchema.content, { url: value }), value).toBe(PAGE_URL_MESSAGE);
  });

  it('the server refuses a save holding a link the page could not open, naming the field', () => {
    const parsed = parseLayoutDocument(
      {
        version: 3,
        components: [
          { id: 'b1', type: 'button', areaId: 'a1', data: { link: 'javascript:alert(1)' } },
        ],
        custom_css: '',
        grid_config: { areas: [{ id: 'a1', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
      },
      { strict: true },
    );
    const problems = parsed.ok ? Object.values(parsed.componentErrors).flat() : parsed.errors;
    expect(problems.map((p) => `${p.path}: ${p.message}`).join('\n')).toContain(
      `link: ${LINK_URL_MESSAGE}`,
    );
  });
});
