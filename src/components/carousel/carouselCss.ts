import type { CSSProperties } from 'react';
import type { CarouselStyle, DeviceFlags } from './carouselStyle';

/** The carousel styles as custom properties on the carousel root; values are schema-checked. */
export function carouselStyleVars(style: CarouselStyle): CSSProperties {
  const { carousel, slides, navigation, indicators } = style;
  const vars: Record<string, string | undefined> = {
    '--one-carousel-height': carousel.aspectRatio === 'auto' ? carousel.height : 'auto',
    '--one-carousel-aspect':
      carousel.aspectRatio === 'auto' ? 'auto' : carousel.aspectRatio.replace(':', ' / '),
    '--one-carousel-border': `${carousel.border.width}px ${carousel.border.style} ${carousel.border.color ?? 'var(--one-border)'}`,
    '--one-carousel-radius': `${carousel.border.radius}px`,
    '--one-carousel-shadow': carousel.boxShadow,
    '--one-carousel-gap': `${slides.gap}px`,
    '--one-carousel-slide-radius': `${slides.borderRadius}px`,
    '--one-carousel-nav-w': `${navigation.width}px`,
    '--one-carousel-nav-h': `${navigation.height}px`,
    '--one-carousel-nav-bg': navigation.backgroundColor,
    '--one-carousel-nav-hover-bg': navigation.hoverBackgroundColor,
    '--one-carousel-nav-opacity': String(navigation.opacity),
    '--one-carousel-nav-hover-opacity': String(navigation.hoverOpacity),
    '--one-carousel-nav-border': `${navigation.border.width}px solid ${navigation.border.color ?? 'transparent'}`,
    '--one-carousel-nav-radius': `${navigation.border.radius}px`,
    '--one-carousel-nav-icon': navigation.icon.fill,
    '--one-carousel-dot-bg': indicators.backgroundColor,
    '--one-carousel-dot-active-bg': indicators.activeBackgroundColor,
    '--one-carousel-dot-size': `${indicators.size}px`,
    '--one-carousel-dot-gap': `${indicators.gap}px`,
  };
  return Object.fromEntries(
    Object.entries(vars).filter(([, v]) => v !== undefined),
  ) as CSSProperties;
}

/**
 * Hide classes for the controls per device: mobile <768, tablet 768-1023, desktop >=1024
 * (foundation.md). Media queries, so the server render and the editor's canvas iframe agree.
 */
export function controlHideClasses(
  hideNavigation: DeviceFlags,
  hidePagination: DeviceFlags,
): string[] {
  const classes: string[] = [];
  for (const device of ['mobile', 'tablet', 'desktop'] as const) {
    if (hideNavigation[device]) classes.push(`one-carousel-hide-nav-${device}`);
    if (hidePagination[device]) classes.push(`one-carousel-hide-dots-${device}`);
  }
  return classes;
}

/**
 * A horizontal carousel whose engine has not started (CarouselView) scrolls natively and snaps
 * to its slides. The snap points are the slides' inner boxes: a slide's box starts with its gap
 * (its left padding), so snapping to it would stop a gap short of the picture. One slide a swipe,
 * as embla moves. The scrollbar is hidden, so the frame is the size the engine gets. Horizontal
 * pans go through the container to the scroller here; once embla runs, they are its drag.
 */
const native = '.one-carousel[data-orientation=horizontal]:not([data-engine])';
const nativeScrollCss = `${native} .one-carousel-viewport{overflow-x:auto;scroll-snap-type:x mandatory;overscroll-behavior-x:contain;scrollbar-width:none}
${native} .one-carousel-viewport::-webkit-scrollbar{display:none}
${native} .one-carousel-container{touch-action:pan-x pan-y pinch-zoom}
${native} .one-carousel-slide-inner{scroll-snap-align:start;scroll-snap-stop:always}`;

/**
 * The focused viewport's ring (a keyboard scrolls a horizontal carousel by it), drawn over the
 * frame below the buttons: the viewport's own outline would be painted under its slides, which
 * are positioned.
 */
const viewportFocusCss = `.one-carousel-viewport:focus-visible{outline:none}
.one-carousel-frame:has(> .one-carousel-viewport:focus-visible)::after{content:'';position:absolute;inset:0;z-index:1;pointer-events:none;border-radius:inherit;box-shadow:inset 0 0 0 2px var(--one-primary)}`;

const hideRules = (device: string) =>
  `.one-carousel-hide-nav-${device} .one-carousel-nav{display:none}.one-carousel-hide-dots-${device} .one-carousel-dots{display:none}`;

export const carouselCss = `
.one-carousel{position:relative;display:flex;flex-direction:column;gap:8px;min-width:0}
.one-carousel-frame{position:relative;height:var(--one-carousel-height,400px);aspect-ratio:var(--one-carousel-aspect,auto);border:var(--one-carousel-border,0);border-radius:var(--one-carousel-radius,0);box-shadow:var(--one-carousel-shadow,none);overflow:hidden;background:var(--one-muted)}
.one-carousel-viewport{overflow:hidden;height:100%}
.one-carousel-container{display:flex;height:100%;touch-action:pan-y pinch-zoom;margin-left:calc(var(--one-carousel-gap,0px) * -1)}
.one-carousel[data-orientation=vertical] .one-carousel-container{flex-direction:column;touch-action:pan-x pinch-zoom;margin-left:0;margin-top:calc(var(--one-carousel-gap,0px) * -1)}
.one-carousel-slide{position:relative;flex:0 0 100%;min-width:0;min-height:0;height:100%;padding-left:var(--one-carousel-gap,0px)}
.one-carousel[data-orientation=vertical] .one-carousel-slide{padding-left:0;padding-top:var(--one-carousel-gap,0px)}
.one-carousel-slide-inner{position:relative;height:100%;overflow:hidden;border-radius:var(--one-carousel-slide-radius,0)}
.one-carousel-slide img{display:block;width:100%;height:100%}
${nativeScrollCss}
.one-carousel-nav{position:absolute;top:50%;transform:translateY(-50%);z-index:2;display:inline-flex;align-items:center;justify-content:center;width:var(--one-carousel-nav-w,40px);height:var(--one-carousel-nav-h,40px);padding:0;cursor:pointer;border:var(--one-carousel-nav-border,0);border-radius:var(--one-carousel-nav-radius,999px);background:var(--one-carousel-nav-bg,var(--one-bg-card));color:var(--one-carousel-nav-icon,var(--one-foreground));opacity:var(--one-carousel-nav-opacity,.8);box-shadow:0 1px 4px rgba(0,0,0,.2);transition:opacity .15s,background-color .15s}
.one-carousel-nav:hover,.one-carousel-nav:focus-visible{opacity:var(--one-carousel-nav-hover-opacity,1);background:var(--one-carousel-nav-hover-bg,var(--one-carousel-nav-bg,var(--one-bg-card)))}
.one-carousel-nav:focus-visible,.one-carousel-dot:focus-visible,.one-carousel-toggle:focus-visible{outline:2px solid var(--one-primary);outline-offset:2px}
${viewportFocusCss}
.one-carousel-prev{left:12px}.one-carousel-next{right:12px}
.one-carousel-dots{display:flex;justify-content:center;align-items:center;gap:var(--one-carousel-dot-gap,4px);z-index:2}
.one-carousel[data-dots=inside] .one-carousel-dots{position:absolute;left:0;right:0;bottom:12px}
.one-carousel-dot{box-sizing:content-box;width:var(--one-carousel-dot-size,8px);height:var(--one-carousel-dot-size,8px);padding:6px;margin:0 -6px;border:0;background:none;cursor:pointer;display:inline-flex;align-items:center;justify-content:center}
.one-carousel-dot::before{content:'';display:block;width:var(--one-carousel-dot-size,8px);height:var(--one-carousel-dot-size,8px);border-radius:50%;background:var(--one-carousel-dot-bg,rgba(255,255,255,.75));box-shadow:0 0 0 1px rgba(15,23,42,.4);transition:transform .15s,background-color .15s}
.one-carousel-dot[aria-current=true]::before{background:var(--one-carousel-dot-active-bg,var(--one-primary));transform:scale(1.25)}
.one-carousel-toggle{position:absolute;z-index:2;top:12px;right:12px;display:inline-flex;align-items:center;justify-content:center;width:32px;height:32px;border:0;border-radius:999px;background:var(--one-carousel-nav-bg,var(--one-bg-card));color:var(--one-carousel-nav-icon,var(--one-foreground));opacity:var(--one-carousel-nav-opacity,.8);cursor:pointer}
.one-carousel-toggle:hover{opacity:1}
@media (max-width:767.98px){${hideRules('mobile')}}
@media (min-width:768px) and (max-width:1023.98px){${hideRules('tablet')}}
@media (min-width:1024px){${hideRules('desktop')}}
@media (prefers-reduced-motion:reduce){.one-carousel-nav,.one-carousel-dot::before{transition:none}}
`;
