import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel, { type UseEmblaCarouselType } from 'embla-carousel-react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import {
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import type { CarouselStyle, DeviceFlags } from './carouselStyle';
import { carouselStyleVars, controlHideClasses } from './carouselCss';
import { nativeSlideIndex } from './nativeScroll';
import { t } from '../../i18n/i18n';

type Embla = NonNullable<UseEmblaCarouselType[1]>;

export interface CarouselSlide {
  key: string;
  /** Short name announced for the slide ('Slide 2 of 5: Front view'). */
  label?: string;
  content: ReactNode;
}

export interface CarouselViewProps {
  slides: CarouselSlide[];
  /** Accessible name of the carousel region. */
  label: string;
  style: CarouselStyle;
  autoplay: boolean;
  /** Seconds between slides. */
  interval: number;
  pauseOnHover: boolean;
  /** foundation.md: loop on. */
  loop?: boolean;
  orientation?: 'horizontal' | 'vertical';
  hideNavigation: DeviceFlags;
  hidePagination: DeviceFlags;
  /** Builder mode: previews only, so the slides never move on their own. */
  builder?: boolean;
  className?: string;
  /** Rendered above the frame (a title outside the slides). */
  header?: ReactNode;
}

/**
 * The one carousel engine of the kit (embla + its autoplay plugin), used by the carousel and
 * product-media components. It loops, tracks the selected slide, autoplays every `interval`
 * seconds and pauses while hovered when `pauseOnHover` is set (foundation.md). Arrow buttons
 * are not offered in vertical orientation (foundation.md). Keyboard: the arrow buttons, the
 * dots and the pause button are real buttons; the slides are announced as 'N of M'.
 *
 * The engine starts once the carousel is mounted. Until then (the server's HTML, a page without
 * JavaScript, the hydrating render) a horizontal carousel is a native scroller that snaps to its
 * slides (carouselCss), so a swipe moves it before its island has hydrated; the engine then
 * starts on the slide the visitor scrolled to.
 */
export function CarouselView({
  slides,
  label,
  style,
  autoplay,
  interval,
  pauseOnHover,
  loop = true,
  orientation = 'horizontal',
  hideNavigation,
  hidePagination,
  builder = false,
  className,
  header,
}: CarouselViewProps) {
  const regionId = useId();
  const [userPaused, setUserPaused] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  useEffect(() => {
    const query = window.matchMedia?.('(prefers-reduced-motion: reduce)');
    if (!query) return;
    setReducedMotion(query.matches);
    const onChange = () => setReducedMotion(query.matches);
    query.addEventListener?.('change', onChange);
    return () => query.removeEventListener?.('change', onChange);
  }, []);

  const multiple = slides.length > 1;
  const autoplayOn = autoplay && !builder && multiple && !userPaused;
  const plugins = useMemo(
    () =>
      autoplayOn
        ? [
            Autoplay({
              delay: interval * 1000,
              stopOnInteraction: false,
              stopOnMouseEnter: pauseOnHover,
              stopOnFocusIn: true,
              playOnInit: true,
            }),
          ]
        : [],
    [autoplayOn, interval, pauseOnHover],
  );
  const [viewportRef, api] = useEmblaCarousel(
    {
      loop: loop && multiple,
      axis: orientation === 'vertical' ? 'y' : 'x',
      duration: reducedMotion ? 0 : 25,
    },
    plugins,
  );
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);

  // False on the server and in the hydrating render, so both give the same markup (no
  // `data-engine`); the viewport goes to embla only once its CSS no longer scrolls natively, so
  // embla measures the frame as it will run in it.
  const [engine, setEngine] = useState(false);
  const nativeViewport = useRef<HTMLDivElement>(null);
  const startIndex = useRef(0);
  // The island's first click on an arrow or a dot, held while it hydrated and given again once
  // it has, reaches its button before embla has started: it is carried out once embla runs.
  const pendingMove = useRef<((embla: Embla) => void) | null>(null);
  useLayoutEffect(() => {
    if (engine) return;
    const viewport = nativeViewport.current;
    const slide = viewport?.querySelector<HTMLElement>('.one-carousel-slide');
    if (viewport && slide && orientation === 'horizontal') {
      // Where the visitor scrolled natively, read while the viewport still snaps to its slides;
      // the dots and the slides' states follow it at once, and embla starts there once it runs
      // (below).
      startIndex.current = nativeSlideIndex(viewport.scrollLeft, slide.offsetWidth, slides.length);
      setSelected(startIndex.current);
    }
    setEngine(true);
  }, [engine, orientation, slides.length]);

  useEffect(() => {
    if (!api) return;
    // The viewport, overflow hidden now, keeps the offset the visitor scrolled it to, which
    // would add to embla's transform: embla alone moves the slides from here on.
    api.rootNode().scrollLeft = 0;
    if (startIndex.current > 0) api.scrollTo(startIndex.current, true);
    startIndex.current = 0;
    pendingMove.current?.(api);
    pendingMove.current = null;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const move = useCallback(
    (action: (embla: Embla) => void) => {
      if (api) action(api);
      else pendingMove.current = action;
    },
    [api],
  );
  const prev = useCallback(() => move((embla) => embla.scrollPrev()), [move]);
  const next = useCallback(() => move((embla) => embla.scrollNext()), [move]);
  const goTo = useCallback((index: number) => move((embla) => embla.scrollTo(index)), [move]);

  const count = Math.max(1, Math.min(snapCount, slides.length));
  const showArrows = multiple && orientation !== 'vertical';
  // A horizontal carousel's viewport takes the focus, so a keyboard can scroll it while it
  // scrolls natively (a page without JavaScript among others); once embla runs, its arrow keys
  // move it as the arrow buttons do. It keeps the focus across the switch, which a tab stop
  // taken away then would not.
  const keyboard = multiple && orientation === 'horizontal';
  const onViewportKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'ArrowLeft' && event.key !== 'ArrowRight') return;
    event.preventDefault();
    if (event.key === 'ArrowLeft') prev();
    else next();
  };
  const classes = [
    'one-carousel',
    ...controlHideClasses(hideNavigation, hidePagination),
    className,
  ].filter(Boolean);

  return (
    <section
      className={classes.join(' ')}
      data-engine={engine ? 'on' : undefined}
      style={carouselStyleVars(style)}
      aria-roledescription="carousel"
      aria-label={label}
      data-orientation={orientation}
      data-dots={style.indicators.position}
      data-selected={selected}
    >
      {header}
      {/* Slides run left to right on every page, right-to-left ones included: embla is set up
          for that direction, and the media is not text to mirror. */}
      <div className="one-carousel-frame" dir="ltr">
        <div
          className="one-carousel-viewport"
          ref={engine ? viewportRef : nativeViewport}
          tabIndex={keyboard ? 0 : undefined}
          onKeyDown={keyboard ? onViewportKey : undefined}
        >
          <div
            className="one-carousel-container"
            id={regionId}
            aria-live={autoplayOn ? 'off' : 'polite'}
          >
            {slides.map((slide, index) => {
              // Before the engine runs every slide can be scrolled to, so none is hidden.
              const hidden = engine && index !== selected ? true : undefined;
              return (
                <div
                  key={slide.key}
                  className="one-carousel-slide"
                  role="group"
                  aria-roledescription="slide"
                  aria-label={`${index + 1} of ${slides.length}${slide.label ? `: ${slide.label}` : ''}`}
                  aria-hidden={hidden}
                  inert={hidden}
                  data-index={index}
                >
                  <div className="one-carousel-slide-inner">{slide.content}</div>
                </div>
              );
            })}
          </div>
        </div>
        {showArrows ? (
          <>
            <button
              type="button"
              className="one-carousel-nav one-carousel-prev"
              aria-controls={regionId}
              aria-label={t('carousel.previous')}
              onClick={prev}
            >
              <ChevronLeft size={style.navigation.icon.size} aria-hidden="true" />
            </button>
            <button
              type="button"
              className="one-carousel-nav one-carousel-next"
              aria-controls={regionId}
              aria-label={t('carousel.next')}
              onClick={next}
            >
              <ChevronRight size={style.navigation.icon.size} aria-hidden="true" />
            </button>
          </>
        ) : null}
        {autoplay && !builder && multiple ? (
          <button
            type="button"
            className="one-carousel-toggle"
            aria-label={userPaused ? t('carousel.play') : t('carousel.pause')}
            onClick={() => setUserPaused((p) => !p)}
          >
            {userPaused ? (
              <Play size={16} aria-hidden="true" />
            ) : (
              <Pause size={16} aria-hidden="true" />
            )}
          </button>
        ) : null}
        {multiple && style.indicators.position === 'inside' ? (
          <Dots count={count} selected={selected} goTo={goTo} regionId={regionId} />
        ) : null}
      </div>
      {multiple && style.indicators.position === 'outside' ? (
        <Dots count={count} selected={selected} goTo={goTo} regionId={regionId} />
      ) : null}
    </section>
  );
}

function Dots({
  count,
  selected,
  goTo,
  regionId,
}: {
  count: number;
  selected: number;
  goTo: (i: number) => void;
  regionId: string;
}) {
  return (
    <div className="one-carousel-dots" dir="ltr" role="group" aria-label={t('carousel.choose')}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          className="one-carousel-dot"
          aria-label={t('carousel.goTo', { number: index + 1 })}
          aria-current={index === selected ? 'true' : undefined}
          aria-controls={regionId}
          onClick={() => goTo(index)}
        />
      ))}
    </div>
  );
}
