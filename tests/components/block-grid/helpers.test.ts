import { describe, expect, it } from 'vitest';
import { fillTitle, replacePlaceholders } from '../../../src/components/block-grid/placeholders';
import { formatRelativeTime } from '../../../src/components/block-grid/relativeTime';
import { formatPostDate } from '../../../src/components/block-grid/postDate';
import { blockAction, isImageMedia } from '../../../src/components/block-grid/blockActions';
import { blockGridSchema, type Block, type Media } from '../../../src/components/block-grid/schema';

/** A block as the grid's content schema reads it (with its defaults), in a container of its own. */
function parseBlock(input: Record<string, unknown>): Block {
  const data = blockGridSchema.content.parse({ containers: [{ id: 'c1', blocks: [input] }] });
  return data.containers[0]!.blocks[0] as Block;
}

/** A media item as the grid's content schema reads it, as a block's image. */
const parseMedia = (input: Record<string, unknown>): Media =>
  parseBlock({ id: 'm', image: input }).image!;

const context = {
  collection: { name: 'Porto Wallet' },
  tokenId: '7',
  user: { email: 'ana@example.com', metadata: { firstName: 'Ana', lastName: 'Silva' } },
};

describe('title placeholders (foundation)', () => {
  it('foundation: {{tokenId}}, {{collection}}, {{email}}, {{firstName}}, {{lastName}} are filled', () => {
    expect(
      fillTitle('{{collection}} #{{tokenId}} for {{firstName}} {{lastName}} ({{email}})', context),
    ).toBe('Porto Wallet #7 for Ana Silva (ana@example.com)');
    expect(replacePlaceholders('{{ tokenId }}', context)).toBe('7');
  });

  it('foundation: if any placeholder remains, the collection name is used', () => {
    expect(fillTitle('Hello {{firstName}}', { collection: { name: 'Porto Wallet' } })).toBe(
      'Porto Wallet',
    );
    expect(fillTitle('Hi {{nickname}}', context)).toBe('Porto Wallet');
  });

  it('foundation: if the result is empty, the collection name is used', () => {
    expect(fillTitle('', context)).toBe('Porto Wallet');
    expect(fillTitle('   ', context)).toBe('Porto Wallet');
    expect(fillTitle(null, { collection: null })).toBe('');
  });
});

describe('relative time (foundation)', () => {
  const now = new Date('2026-03-30T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it("foundation: weeks 'w', days 'd', hours 'h', minutes 'm', else 'just now'", () => {
    expect(formatRelativeTime(ago(15 * 86400_000), now)).toBe('2w');
    expect(formatRelativeTime(ago(7 * 86400_000), now)).toBe('1w');
    expect(formatRelativeTime(ago(6 * 86400_000 + 1), now)).toBe('6d');
    expect(formatRelativeTime(ago(3 * 3600_000 + 5), now)).toBe('3h');
    expect(formatRelativeTime(ago(59 * 60_000), now)).toBe('59m');
    expect(formatRelativeTime(ago(59_000), now)).toBe('just now');
    expect(formatRelativeTime(ago(-60_000), now)).toBe('just now');
    expect(formatRelativeTime('not a date', now)).toBe('just now');
  });
});

describe('post date (foundation default post date format)', () => {
  it("foundation: default 'MMMM d, yyyy' with date-fns", () => {
    expect(formatPostDate('2026-03-07')).toBe('March 7, 2026');
    expect(formatPostDate('2026-03-07', 'dd/MM/yyyy')).toBe('07/03/2026');
    expect(formatPostDate('')).toBeNull();
    expect(formatPostDate('soon')).toBe('Invalid date');
  });
});

describe('block actions (foundation)', () => {
  const block = (input: Record<string, unknown>) => parseBlock({ id: 'b', type: 'text', ...input });

  it('foundation: the single-image dialog renders only for media whose file type is an image', () => {
    expect(isImageMedia(parseMedia({ url: 'https://x/a.jpg', file_type: 'image/jpeg' }))).toBe(
      true,
    );
    expect(isImageMedia(parseMedia({ url: 'https://x/a', file_type: 'video/mp4' }))).toBe(false);
    expect(isImageMedia(parseMedia({ url: 'https://x/a.png' }))).toBe(true);
    expect(
      blockAction(
        block({ action_type: 'image', image: { url: 'https://x/a.mp4', file_type: 'video/mp4' } }),
      ),
    ).toBeNull();
    expect(
      blockAction(
        block({ action_type: 'image', image: { url: 'https://x/a.jpg', file_type: 'image' } }),
      ),
    ).toBe('image');
  });

  it('foundation: a post block renders only if it has a body', () => {
    expect(blockAction(block({ action_type: 'post', dialog: { post_title: 'News' } }))).toBeNull();
    expect(
      blockAction(block({ action_type: 'post', dialog: { post_body: '<p> </p>' } })),
    ).toBeNull();
    expect(blockAction(block({ action_type: 'post', dialog: { post_body: '<p>Hello</p>' } }))).toBe(
      'post',
    );
  });

  it('foundation: an iframe block renders only with a url or code', () => {
    expect(blockAction(block({ action_type: 'iframe' }))).toBeNull();
    expect(
      blockAction(
        block({ action_type: 'iframe', dialog: { iframe_url: 'https://maps.example/embed' } }),
      ),
    ).toBe('iframe');
    expect(
      blockAction(block({ action_type: 'iframe', dialog: { iframe_url: 'javascript:alert(1)' } })),
    ).toBeNull();
    expect(
      blockAction(
        block({
          action_type: 'iframe',
          dialog: {
            iframe_input_type: 'code',
            iframe_code: '<iframe src="https://x.example/e"></iframe>',
          },
        }),
      ),
    ).toBe('iframe');
    expect(
      blockAction(
        block({
          action_type: 'iframe',
          dialog: { iframe_input_type: 'code', iframe_code: '<script>alert(1)</script>' },
        }),
      ),
    ).toBeNull();
  });

  it('carousel needs a gallery image, video a playable source, url an allowed scheme; registration always', () => {
    expect(blockAction(block({ action_type: 'carousel' }))).toBeNull();
    expect(
      blockAction(block({ action_type: 'carousel', gallery: [{ url: 'https://x/1.jpg' }] })),
    ).toBe('carousel');
    expect(blockAction(block({ action_type: 'video', dialog: { youtube: 'dQw4w9WgXcQ' } }))).toBe(
      'video',
    );
    expect(blockAction(block({ action_type: 'video', video: { url: 'https://x/clip.mp4' } }))).toBe(
      'video',
    );
    expect(blockAction(block({ action_type: 'video' }))).toBeNull();
    // The schema refuses such a link; one in a document written elsewhere is refused here too.
    expect(
      blockAction({ ...block({ action_type: 'url' }), url: 'javascript:alert(1)' }),
    ).toBeNull();
    expect(blockAction(block({ action_type: 'url', url: 'https://shop.example' }))).toBe('url');
    expect(blockAction(block({ action_type: 'registration' }))).toBe('registration');
  });
});
