// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseLayoutDocument } from '../../../src/components/schemaRegistry';
import '../../../src/i18n/allCatalogues';
import { currentLocale } from '../../../src/i18n/i18n';
import { buildExport } from '../../../src/renderer/export/buildExport';
import { isMediaReference, mediaReferences } from '../../../src/renderer/export/mediaReferences';

function layout(components: unknown[]) {
  const result = parseLayoutDocument({
    grid_config: { areas: [{ id: 'a', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
    components,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  return result.layout;
}

const noMedia = async () => null;

describe('which values an export carries as media', () => {
  it.each([
    ['/uploads/abc123', true],
    ['/uploads/photo.png', true],
    ['https://cdn.example/a/photo.JPG?w=2', true],
    ['./media/clip.webm', true],
    ['../song.mp3', true],
    ['/demo/aurora.svg', true],
    ['https://www.youtube.com/watch?v=x', false],
    ['https://example.com/page', false],
    ['/c/demo', false],
    ['photo.png', false],
    ['data:image/png;base64,AAAA', false],
    ['javascript:alert(1)//.png', false],
    ['A caption about photo.png', false],
    ['//cdn.example/photo.png', false],
  ])('%s → %s', (value, expected) => {
    expect(isMediaReference(value)).toBe(expected);
  });

  it('finds them anywhere in the components’ data, once each, in order of first use', () => {
    const doc = layout([
      { id: 'i', type: 'image', areaId: 'a', data: { src: '/uploads/one.png' } },
      {
        id: 'c',
        type: 'carousel',
        areaId: 'a',
        data: { images: [{ src: '/uploads/two.png' }, { src: '/uploads/one.png' }] },
      },
    ]);
    expect(mediaReferences(doc)).toEqual(['/uploads/one.png', '/uploads/two.png']);
  });
});

describe('buildExport', () => {
  it('renders in the language asked for, says so in <html lang>, and leaves the current language alone', async () => {
    const before = currentLocale();
    const { files } = await buildExport(layout([{ id: 'r', type: 'registration', areaId: 'a' }]), {
      loadMedia: noMedia,
      locale: 'fr',
    });
    const html = files.get('index.html') as string;
    expect(html).toContain('<html lang="fr" dir="ltr">');
    expect(html).toContain('L’enregistrement est disponible sur la page en ligne.');
    expect(currentLocale()).toBe(before);
    const arabic = await buildExport(layout([]), { loadMedia: noMedia, locale: 'ar' });
    expect(arabic.files.get('index.html')).toContain('<html lang="ar" dir="rtl">');
  });

  it('with the live site’s address, root-relative links point there; carried media stay relative', async () => {
    const png = new Uint8Array(readFileSync('tests/fixtures/export/media/front.png'));
    const { files } = await buildExport(
      layout([
        { id: 'b', type: 'button', areaId: 'a', data: { text: 'Collection', link: '/c/demo' } },
        { id: 'i', type: 'image', areaId: 'a', data: { src: '/uploads/front.png' } },
        { id: 'm', type: 'image', areaId: 'a', data: { src: '/uploads/gone.png' } },
      ]),
      {
        loadMedia: async (url) => (url === '/uploads/front.png' ? { bytes: png } : null),
        siteUrl: 'https://shop.example',
      },
    );
    const html = files.get('index.html') as string;
    expect(html).toContain('href="https://shop.example/c/demo"');
    expect(html).toContain('src="./media/1-front.png"');
    expect(html).toContain('src="https://shop.example/uploads/gone.png"');
  });

  it('an inlined script cannot close its own element or open an HTML comment', async () => {
    const script = 'var a="</script><script>alert(1)</script>",b="<!--";';
    const { files } = await buildExport(layout([]), {
      loadMedia: noMedia,
      singleFile: true,
      script,
    });
    const html = files.get('index.html') as string;
    const inline = /<script>(var a=.*)<\/script>/.exec(html)?.[1];
    expect(inline).toBe('var a="\\x3C/script><script>alert(1)\\x3C/script>",b="\\x3C!--";');
    expect(inline).not.toMatch(/<\/script|<!--/i);
  });

  it('the layout JSON in the page keeps the relative names; the single file’s markup has the data', async () => {
    const png = new Uint8Array(readFileSync('tests/fixtures/export/media/front.png'));
    const { files } = await buildExport(
      layout([{ id: 'i', type: 'image', areaId: 'a', data: { src: '/uploads/front.png' } }]),
      { loadMedia: async () => ({ bytes: png }), singleFile: true, script: '' },
    );
    expect(files.size).toBe(1);
    const html = files.get('index.html') as string;
    expect(html).toContain(`src="data:image/png;base64,${Buffer.from(png).toString('base64')}"`);
    expect(html).not.toContain('/uploads/front.png');
  });
});
