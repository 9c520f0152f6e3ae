import './jsdomMedia';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carouselStyleSchema } from '../../../src/components/carousel/carouselStyle';
import { CarouselView } from '../../../src/components/carousel/CarouselView';
import { nativeSlideIndex } from '../../../src/components/carousel/nativeScroll';
import { carouselSchema } from '../../../src/components/carousel/schema';
import { LayoutRenderer } from '../../../src/renderer/LayoutRenderer';
import { layoutWith, renderLayout } from '../text/renderLayout';

const images = [
  {
    src: 'https://cdn.example.com/1.jpg',
    alt: 'Front of the wallet',
    title: 'Front',
    caption: 'Full-grain leather',
  },
  { src: 'https://cdn.example.com/2.jpg', alt: 'Back of the wallet', title: 'Back' },
  { src: 'https://cdn.example.com/3.jpg', alt: 'Inside' },
];

describe('carousel component', () => {
  it("foundation: it shows 'No images found' when empty", () => {
    renderLayout([{ id: 'c', type: 'carousel' }]);
    expect(screen.getByText('No images found')).toBeInTheDocument();
  });

  it("foundation: in builder mode it shows 'Add a slide to get started'", () => {
    renderLayout([{ id: 'c', type: 'carousel' }], { builder: true });
    expect(screen.getByText('Add a slide to get started')).toBeInTheDocument();
  });

  it('foundation: interval default 5 s, pauseOnHover default true; captionStyle overlay|bottom; titleStyle with-caption|above-slide', () => {
    const data = carouselSchema.content.parse({});
    expect(data).toMatchObject({
      interval: 5,
      pauseOnHover: true,
      autoplay: false,
      captionStyle: 'overlay',
      titleStyle: 'with-caption',
    });
    expect(data.hideNavigation).toEqual({ mobile: false, tablet: false, desktop: false });
    expect(carouselSchema.content.safeParse({ captionStyle: 'side' }).success).toBe(false);
    expect(carouselSchema.content.safeParse({ titleStyle: 'above-slide' }).success).toBe(true);
    expect(carouselSchema.content.parse({ images: [{ src: 'a' }] }).images[0]).toEqual({
      src: 'a',
      alt: '',
      title: '',
      caption: '',
      objectFit: 'cover',
    });
  });

  it('keyboard and screen-reader friendly: a labelled carousel region, slides announced N of M, labelled buttons', () => {
    renderLayout([{ id: 'c', type: 'carousel', data: { images } }]);
    const region = screen.getByRole('region', { name: 'Image carousel' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = region.querySelectorAll('[aria-roledescription="slide"]');
    expect([...slides].map((s) => s.getAttribute('aria-label'))).toEqual([
      '1 of 3: Front',
      '2 of 3: Back',
      '3 of 3: Inside',
    ]);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
    const dots = within(screen.getByRole('group', { name: 'Choose slide' })).getAllByRole('button');
    expect(dots.map((d) => d.getAttribute('aria-label'))).toEqual([
      'Go to slide 1',
      'Go to slide 2',
      'Go to slide 3',
    ]);
    expect(dots[0]).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('img', { name: 'Front of the wallet' })).toHaveAttribute(
      'src',
      'https://cdn.example.com/1.jpg',
    );
  });

  it('foundation: carousel buttons are not supported in vertical orientation', () => {
    renderLayout([{ id: 'c', type: 'carousel', data: { images, orientation: 'vertical' } }]);
    expect(screen.queryByRole('button', { name: 'Previous slide' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Next slide' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toBeInTheDocument();
  });

  it('foundation: hideNavigation and hidePagination per device become hide classes (<768, 768-1023, >=1024)', () => {
    const { container } = renderLayout([
      {
        id: 'c',
        type: 'carousel',
        data: {
          images,
          hideNavigation: { mobile: true },
          hidePagination: { desktop: true, tablet: true },
        },
      },
    ]);
    const root = container.querySelector('.one-carousel')!;
    expect([...root.classList].filter((c) => c.startsWith('one-carousel-hide'))).toEqual([
      'one-carousel-hide-nav-mobile',
      'one-carousel-hide-dots-tablet',
      'one-carousel-hide-dots-desktop',
    ]);
    const css = document.querySelector('style')!.textContent!;
    expect(css).toContain(
      '@media (max-width:767.98px){.one-carousel-hide-nav-mobile .one-carousel-nav{display:none}',
    );
    expect(css).toContain('@media (min-width:768px) and (max-width:1023.98px){');
    expect(css).toContain('@media (min-width:1024px){');
  });

  it('captions: overlay or bottom; titles with the caption or above the slide', () => {
    const { container, unmount } = renderLayout([
      { id: 'c', type: 'carousel', data: { images, captionStyle: 'bottom' } },
    ]);
    expect(container.querySelector('.one-carousel-figure')).toHaveAttribute(
      'data-caption',
      'bottom',
    );
    expect(container.querySelector('figcaption')).toHaveTextContent('FrontFull-grain leather');
    unmount();
    const r = renderLayout([
      { id: 'c', type: 'carousel', data: { images, titleStyle: 'above-slide' } },
    ]);
    expect(r.container.querySelector('.one-carousel-slide-title')).toHaveTextContent('Front');
    expect(r.container.querySelector('figcaption')).toHaveTextContent('Full-grain leather');
    expect(r.container.querySelector('figcaption')).not.toHaveTextContent('Front');
  });

  it('an image URL that is not http(s) is never loaded', () => {
    const { container } = renderLayout([
      { id: 'c', type: 'carousel', data: { images: [{ src: 'javascript:alert(1)', alt: 'x' }] } },
    ]);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('img', { name: 'x' })).toBeInTheDocument();
  });

  it('autoplay shows a pause button (WCAG 2.2.2); the builder never autoplays', () => {
    const { unmount } = renderLayout([
      { id: 'c', type: 'carousel', data: { images, autoplay: true } },
    ]);
    expect(screen.getByRole('button', { name: 'Pause slideshow' })).toBeInTheDocument();
    unmount();
    renderLayout([{ id: 'c', type: 'carousel', data: { images, autoplay: true } }], {
      builder: true,
    });
    expect(screen.queryByRole('button', { name: 'Pause slideshow' })).toBeNull();
  });

  it('renders on the server with the first slide current', () => {
    const html = renderToString(
      <LayoutRenderer
        layout={layoutWith([{ id: 'c', type: 'carousel', data: { images } }])}
        scopeId="s"
      />,
    );
    expect(html).toContain('aria-roledescription="carousel"');
    expect(html).toContain('https://cdn.example.com/1.jpg');
  });
});

describe('before its engine starts, the carousel scrolls natively', () => {
  const noFlags = { mobile: false, tablet: false, desktop: false };
  const view = (
    <CarouselView
      slides={['Front', 'Back', 'Inside'].map((name) => ({
        key: name,
        label: name,
        content: <p>{name}</p>,
      }))}
      label="Pictures"
      style={carouselStyleSchema().parse({})}
      autoplay={false}
      interval={5}
      pauseOnHover
      hideNavigation={noFlags}
      hidePagination={noFlags}
    />
  );

  afterEach(() => vi.restoreAllMocks());

  it('the server renders it without data-engine, every slide reachable; once mounted the engine is on', () => {
    const server = document.createElement('div');
    server.innerHTML = renderToString(view);
    expect(server.querySelector('[data-engine]')).toBeNull();
    // Any slide can be scrolled to, so none is hidden from assistive technology or made inert.
    const slides = [...server.querySelectorAll('.one-carousel-slide')];
    expect(slides).toHaveLength(3);
    for (const slide of slides) {
      expect(slide).not.toHaveAttribute('aria-hidden');
      expect(slide).not.toHaveAttribute('inert');
    }
    const { container } = render(view);
    const section = container.querySelector('section.one-carousel')!;
    expect(section).toHaveAttribute('data-engine', 'on');
    expect(section.querySelector('[data-index="1"]')).toHaveAttribute('aria-hidden', 'true');
  });

  it('a native scroll offset becomes the selected slide: nearest, within the slides', () => {
    expect(nativeSlideIndex(0, 320, 3)).toBe(0);
    expect(nativeSlideIndex(320, 320, 3)).toBe(1);
    expect(nativeSlideIndex(470, 320, 3)).toBe(1);
    expect(nativeSlideIndex(490, 320, 3)).toBe(2);
    expect(nativeSlideIndex(5000, 320, 3)).toBe(2);
    expect(nativeSlideIndex(-40, 320, 3)).toBe(0);
    // No layout to measure (jsdom, a hidden carousel): the first slide.
    expect(nativeSlideIndex(600, 0, 3)).toBe(0);
  });

  it('hydrating the server markup matches it, then starts the engine on the slide the visitor scrolled to', async () => {
    const host = document.createElement('div');
    host.innerHTML = renderToString(view);
    document.body.append(host);
    // A 300-px frame whose slides overflow its container side by side, as a browser lays them
    // out (jsdom lays out nothing).
    const sized = ['one-carousel-viewport', 'one-carousel-container', 'one-carousel-slide'];
    vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return sized.some((name) => this.classList.contains(name)) ? 300 : 0;
    });
    vi.spyOn(HTMLElement.prototype, 'offsetLeft', 'get').mockImplementation(function (
      this: HTMLElement,
    ) {
      return this.classList.contains('one-carousel-slide') ? Number(this.dataset.index) * 300 : 0;
    });
    const viewport = host.querySelector<HTMLElement>('.one-carousel-viewport')!;
    // The visitor swiped to the third slide before the island hydrated.
    Object.defineProperty(viewport, 'scrollLeft', { value: 600, writable: true });
    const errors = vi.spyOn(console, 'error');

    render(view, { container: host, hydrate: true });

    const section = host.querySelector('section.one-carousel')!;
    expect(section).toHaveAttribute('data-engine', 'on');
    await waitFor(() => expect(section).toHaveAttribute('data-selected', '2'));
    // The engine moves the slides from here on; the native offset would add to its transform.
    expect(viewport.scrollLeft).toBe(0);
    expect(screen.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(section.querySelector('[data-index="2"]')).not.toHaveAttribute('aria-hidden');
    expect(section.querySelector('[data-index="0"]')).toHaveAttribute('aria-hidden', 'true');
    expect(errors).not.toHaveBeenCalled();

    // The viewport, which a keyboard scrolled natively, moves with its arrow keys through embla.
    expect(viewport).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(viewport, { key: 'ArrowLeft' });
    await waitFor(() => expect(section).toHaveAttribute('data-selected', '1'));
  });
});
