import '../carousel/jsdomMedia';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { galleryImages, isVideoUrl } from '../../../src/components/product-media/galleryImages';
import { productMediaSchema } from '../../../src/components/product-media/schema';
import { collection as collectionSchema } from '../../../src/schema/entities/collection';
import { renderLayout } from '../text/renderLayout';

const collection = collectionSchema.parse({
  id: 'col_1',
  slug: 'porto-wallet',
  name: 'Porto Wallet',
  gallery: [
    { url: 'https://cdn.example.com/front.jpg', alt: 'Front' },
    { url: 'https://cdn.example.com/unboxing.MP4' },
    { url: 'https://cdn.example.com/side.png' },
    { url: 'https://cdn.example.com/clip.mov?v=2' },
    { url: 'javascript:alert(1)' },
  ],
});

describe('product media', () => {
  it('blocks: defaults autoplay false, interval 5, pauseOnHover true, navigation hidden and pagination shown on every device, height 400 px', () => {
    const data = productMediaSchema.content.parse({});
    expect(data).toEqual({
      autoplay: false,
      interval: 5,
      pauseOnHover: true,
      hideNavigation: { mobile: true, tablet: true, desktop: true },
      hidePagination: { mobile: false, tablet: false, desktop: false },
    });
    const styles = productMediaSchema.style.parse({});
    expect(styles.carousel.height).toBe('400px');
    expect(styles.navigation).toMatchObject({
      width: 40,
      height: 40,
      opacity: 0.8,
      hoverOpacity: 1,
    });
    expect(styles.indicators).toMatchObject({ size: 8, gap: 4 });
  });

  it('blocks: interval 1-30 s; slide gap and radius 0-100; arrow size 20-100; opacity 0-1; indicator size 4-16 and gap 2-12', () => {
    const content = (d: unknown) => productMediaSchema.content.safeParse(d).success;
    const style = (s: unknown) => productMediaSchema.style.safeParse(s).success;
    expect(content({ interval: 1 }) && content({ interval: 30 })).toBe(true);
    expect(content({ interval: 0.5 }) || content({ interval: 31 })).toBe(false);
    expect(style({ slides: { gap: 100, borderRadius: 100 } })).toBe(true);
    expect(style({ slides: { gap: 101 } }) || style({ slides: { borderRadius: 101 } })).toBe(false);
    expect(style({ navigation: { width: 20, height: 100 } })).toBe(true);
    expect(style({ navigation: { width: 19 } }) || style({ navigation: { height: 101 } })).toBe(
      false,
    );
    expect(style({ navigation: { opacity: 0, hoverOpacity: 1 } })).toBe(true);
    expect(style({ navigation: { opacity: 1.1 } })).toBe(false);
    expect(
      style({ indicators: { size: 4, gap: 12 } }) && style({ indicators: { size: 16, gap: 2 } }),
    ).toBe(true);
    expect(style({ indicators: { size: 3 } }) || style({ indicators: { size: 17 } })).toBe(false);
    expect(style({ indicators: { gap: 1 } }) || style({ indicators: { gap: 13 } })).toBe(false);
  });

  it('blocks: product media excludes videos (.mp4, .mov) from the slides', () => {
    expect(isVideoUrl('https://x/a.mp4')).toBe(true);
    expect(isVideoUrl('https://x/a.MOV?x=1')).toBe(true);
    expect(isVideoUrl('https://x/mp4.jpg')).toBe(false);
    expect(galleryImages(collection)).toEqual([
      { url: 'https://cdn.example.com/front.jpg', alt: 'Front' },
      { url: 'https://cdn.example.com/side.png', alt: 'Porto Wallet, image 2' },
    ]);
  });

  it("blocks: a carousel of the collection's images", () => {
    renderLayout([{ id: 'pm', type: 'product-media' }], { page: { collection } });
    expect(screen.getByRole('region', { name: 'Porto Wallet images' })).toHaveAttribute(
      'aria-roledescription',
      'carousel',
    );
    expect(screen.getByRole('img', { name: 'Front' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/front.jpg',
    );
    expect(screen.getAllByRole('img', { hidden: true })).toHaveLength(2);
    // only the current slide is exposed to assistive technology
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('blocks: navigation is hidden on every device by default, pagination shown (hide classes per breakpoint)', () => {
    const { container } = renderLayout([{ id: 'pm', type: 'product-media' }], {
      page: { collection },
    });
    const root = container.querySelector('.one-carousel')!;
    expect([...root.classList].filter((c) => c.startsWith('one-carousel-hide'))).toEqual([
      'one-carousel-hide-nav-mobile',
      'one-carousel-hide-nav-tablet',
      'one-carousel-hide-nav-desktop',
    ]);
  });

  it("blocks: no product media images → 'No product images found'", () => {
    renderLayout([{ id: 'pm', type: 'product-media' }], {
      page: {
        collection: {
          ...collection,
          gallery: [{ url: 'https://x/only.mp4', alt: null }],
          image: null,
        },
      },
    });
    expect(screen.getByText('No product images found')).toBeInTheDocument();
  });

  it('a collection without gallery images but with a main image shows that image', () => {
    renderLayout([{ id: 'pm', type: 'product-media' }], {
      page: {
        collection: { ...collection, gallery: [], image: 'https://cdn.example.com/main.jpg' },
      },
    });
    expect(screen.getByRole('img', { name: 'Porto Wallet' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/main.jpg',
    );
  });

  it('with no collection: a clear builder placeholder; visitors see the empty state', () => {
    const { unmount } = renderLayout([{ id: 'pm', type: 'product-media' }], { builder: true });
    expect(screen.getByText(/Product media shows the collection's gallery/)).toBeInTheDocument();
    unmount();
    renderLayout([{ id: 'pm', type: 'product-media' }]);
    expect(screen.getByText('No product images found')).toBeInTheDocument();
  });
});
