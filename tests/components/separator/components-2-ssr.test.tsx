// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { parseLayoutDocument } from '../../../src/components/schemaRegistry';
import { LayoutRenderer } from '../../../src/renderer/LayoutRenderer';

const blocks: [string, Record<string, unknown>][] = [
  ['button', { text: 'Go', link: 'https://example.com' }],
  ['separator', {}],
  ['countdown', { targetDateTime: '2030-01-01T00:00:00Z' }],
  ['date-time', { date: '2026-12-24', time: '18:30', relative: true }],
  ['location', { address: '1 Main St', coordinates: { lat: 1, lng: 2 } }],
  ['links', { links: [{ id: 'a', type: 'x', url: 'https://x.com/a' }] }],
  ['image', { src: '/a.png', caption: 'Caption', link: '/b' }],
  ['audio', { src: 'https://soundcloud.com/a/b' }],
  ['audio', { src: '/a.mp3' }],
  ['embed', { url: 'https://youtu.be/dQw4w9WgXcQ' }],
  ['embed', { url: 'https://example.com' }],
];

describe('components II render on the server with content (npm run export)', () => {
  it.each(blocks)('%s with %j, live and in builder mode', (type, data) => {
    const result = parseLayoutDocument({
      grid_config: { areas: [{ id: 'a', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
      components: [{ id: 'c1', type, areaId: 'a', data }],
    });
    if (!result.ok) throw new Error(JSON.stringify(result.errors));
    for (const builder of [false, true]) {
      const html = renderToString(<LayoutRenderer layout={result.layout} builder={builder} />);
      expect(html).toContain(`data-component-type="${type}"`);
      expect(html).not.toContain('Error rendering component');
      // Frames are created after mount, when the page's origin is known.
      expect(html).not.toContain('<iframe');
    }
  });
});
