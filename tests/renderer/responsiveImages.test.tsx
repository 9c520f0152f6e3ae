// @vitest-environment node
import { JSDOM } from 'jsdom';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { componentSchemas, parseLayoutDocument } from '../../src/components/schemaRegistry';
import { LayoutRenderer } from '../../src/renderer/LayoutRenderer';

/**
 * Images on a page: an upload whose name carries its size is offered in every width of its
 * variants (srcset with sizes) with its width and height, so its box is kept before it loads;
 * the first images of the page's first two image blocks load at once with high priority (a
 * banner and the product's picture: the largest paint is one of them), every other one lazily. Its AVIF
 * variants come first, in a <picture> source the browser takes when it can decode AVIF.
 */

const HERO = '/uploads/upl_hero.2000x1000.jpg';
const SLIDE_1 = '/uploads/upl_one.800x600.png';
const SLIDE_2 = '/uploads/upl_two.800x600.png';
const OUTSIDE = 'https://images.example.com/photo.jpg';

function render(components: unknown[]) {
  const result = parseLayoutDocument({
    grid_config: {
      areas: [
        { id: 'top', startCol: 0, endCol: 1, startRow: 0, endRow: 1 },
        { id: 'rest', startCol: 0, endCol: 1, startRow: 1, endRow: 2 },
      ],
    },
    components,
  });
  if (!result.ok) throw new Error(JSON.stringify(result.errors));
  const html = renderToString(<LayoutRenderer layout={result.layout} scopeId="page" />);
  return new JSDOM(html).window.document;
}

const image = (id: string, areaId: string, src: string, order = 0) => ({
  id,
  type: 'image',
  areaId,
  order,
  data: componentSchemas.image.content.parse({ src, alt: `Image ${id}` }),
});

const carousel = (id: string, areaId: string, order = 0) => ({
  id,
  type: 'carousel',
  areaId,
  order,
  data: componentSchemas.carousel.content.parse({
    images: [
      { src: SLIDE_1, alt: 'First slide' },
      { src: SLIDE_2, alt: 'Second slide' },
    ],
  }),
});

describe('responsive images', () => {
  it('gives an uploaded image its variants as srcset, sizes, width and height', () => {
    const doc = render([image('hero', 'top', HERO)]);
    const img = doc.querySelector('img')!;
    expect(img.getAttribute('src')).toBe(HERO);
    expect(img.getAttribute('srcset')).toBe(
      [320, 640, 1024, 1600].map((w) => `/uploads/upl_hero.2000x1000.w${w}.webp ${w}w`).join(', '),
    );
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('width')).toBe('2000');
    expect(img.getAttribute('height')).toBe('1000');
  });

  it('offers the AVIF variants first in a picture source, with the same sizes, the img keeping its WebP srcset', () => {
    const doc = render([image('hero', 'top', HERO)]);
    const picture = doc.querySelector('picture')!;
    const [source, img] = [...picture.children];
    expect(source!.tagName).toBe('SOURCE');
    expect(source!.getAttribute('type')).toBe('image/avif');
    expect(source!.getAttribute('srcset')).toBe(
      [320, 640, 1024, 1600].map((w) => `/uploads/upl_hero.2000x1000.w${w}.avif ${w}w`).join(', '),
    );
    expect(source!.getAttribute('sizes')).toBe('100vw');
    expect(img!.tagName).toBe('IMG');
    expect(img!.getAttribute('srcset')).toContain('.w320.webp 320w');
    expect(img!.getAttribute('width')).toBe('2000');
    expect(img!.getAttribute('loading')).toBe('eager');
    expect(img!.getAttribute('fetchpriority')).toBe('high');
    // The picture takes no box, so the image lays out as it would alone.
    expect(picture.getAttribute('style')).toBe('display:contents');
  });

  it('offers AVIF for the slides of a carousel too, each narrower than the image', () => {
    const doc = render([carousel('slides', 'top')]);
    expect(doc.querySelector('source[type="image/avif"]')!.getAttribute('srcset')).toBe(
      '/uploads/upl_one.800x600.w320.avif 320w, /uploads/upl_one.800x600.w640.avif 640w, /uploads/upl_one.800x600.w800.avif 800w',
    );
  });

  it('lists no variant wider than the image: an 800 px one offers 320, 640 and 800', () => {
    const doc = render([carousel('slides', 'top')]);
    expect(doc.querySelector('img')!.getAttribute('srcset')).toBe(
      '/uploads/upl_one.800x600.w320.webp 320w, /uploads/upl_one.800x600.w640.webp 640w, /uploads/upl_one.800x600.w800.webp 800w',
    );
  });

  it('loads the first images of the first two image blocks eagerly with high priority, and the others lazily', () => {
    // The carousel is placed first in the document but sits in the second area: the image in
    // the first area comes first, the carousel second, the image after it in the same area third.
    const doc = render([
      carousel('slides', 'rest'),
      image('hero', 'top', HERO),
      image('more', 'rest', OUTSIDE, 1),
    ]);
    const byAlt = (alt: string) => doc.querySelector(`img[alt="${alt}"]`)!;
    for (const alt of ['Image hero', 'First slide']) {
      expect(byAlt(alt).getAttribute('loading')).toBe('eager');
      expect(byAlt(alt).getAttribute('fetchpriority')).toBe('high');
    }
    for (const alt of ['Second slide', 'Image more']) {
      expect(byAlt(alt).getAttribute('loading')).toBe('lazy');
      expect(byAlt(alt).hasAttribute('fetchpriority')).toBe(false);
    }
  });

  it('gives the first slide of a leading carousel the priority, not the second', () => {
    const doc = render([
      carousel('slides', 'top'),
      image('hero', 'rest', HERO),
      image('more', 'rest', OUTSIDE, 1),
    ]);
    const imgs = [...doc.querySelectorAll('img')];
    expect(imgs.map((img) => [img.getAttribute('alt'), img.getAttribute('fetchpriority')])).toEqual(
      [
        ['First slide', 'high'],
        ['Second slide', null],
        ['Image hero', 'high'],
        ['Image more', null],
      ],
    );
  });

  it('leaves an image from elsewhere as it is: no srcset, no size it does not know', () => {
    const img = render([image('outside', 'top', OUTSIDE)]).querySelector('img')!;
    expect(img.getAttribute('src')).toBe(OUTSIDE);
    expect(img.hasAttribute('srcset')).toBe(false);
    expect(img.hasAttribute('width')).toBe(false);
    expect(img.closest('picture')).toBeNull();
  });
});
