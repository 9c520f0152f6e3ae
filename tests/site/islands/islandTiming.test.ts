import { describe, expect, it } from 'vitest';
import {
  followsSession,
  HYDRATOR_MODULE,
  hydratesAtLoad,
  islandModules,
  ISLANDS_MODULE,
  islandTiming,
  isCompanion,
  type IslandEntry,
  type IslandScope,
  type IslandsData,
} from '../../../src/site/islands/islandData';

function block(type: string, data: Record<string, unknown> = {}): IslandEntry {
  return {
    scope: 0,
    kind: 'component',
    component: { id: `b-${type}`, type, data, styles: {} } as never,
    data,
    styles: {},
    nested: {},
  };
}

const scope = (collection: Record<string, unknown> = {}): IslandScope =>
  ({
    theme: {},
    mode: 'light',
    page: { collection: { id: 'c', slug: 'demo', ...collection } },
    read: null,
    priorityImages: [],
  }) as never;

function page(islands: IslandEntry[], collection?: Record<string, unknown>): IslandsData {
  return {
    scopes: [scope(collection)],
    components: [],
    islands: Object.fromEntries(islands.map((entry, i) => [`i${i}`, entry])),
    rootMode: 'light',
  };
}

describe('when each island of a visitor page hydrates', () => {
  it('the account bar and a tap landing follow the session', () => {
    expect(islandTiming({ scope: 0, kind: 'account' }, scope())).toBe('session');
    expect(islandTiming({ scope: 0, kind: 'tap', props: {} as never }, scope())).toBe('session');
  });

  it('a registration trigger waits for its use, unless its form is static or the collection has settings that may relabel it', () => {
    expect(islandTiming(block('registration', { type: 'modal' }), scope())).toBe('interaction');
    expect(islandTiming(block('registration', { type: 'static' }), scope())).toBe('load');
    expect(
      islandTiming(
        block('registration', { type: 'modal' }),
        scope({ registration_settings: { triggerButton: { registeredLabel: 'Mine' } } }),
      ),
    ).toBe('load');
  });

  it('a carousel swipes natively until used, unless it plays by itself or runs vertically', () => {
    expect(islandTiming(block('carousel', { autoplay: false }), scope())).toBe('interaction');
    expect(islandTiming(block('product-media', { autoplay: false }), scope())).toBe('interaction');
    expect(islandTiming(block('carousel', { autoplay: true }), scope())).toBe('visible');
    expect(islandTiming(block('product-media', { autoplay: true }), scope())).toBe('visible');
    expect(islandTiming(block('carousel', { orientation: 'vertical' }), scope())).toBe('visible');
  });

  it('what waits for the browser (feed, countdown) and players start as they near the screen; tabs and share on use', () => {
    for (const type of ['activity-feed', 'countdown', 'date-time', 'video', 'audio', 'embed'])
      expect(islandTiming(block(type), scope()), type).toBe('visible');
    for (const type of ['tab-container', 'block-grid', 'share', 'product-card'])
      expect(islandTiming(block(type), scope()), type).toBe('interaction');
  });

  it("the account bar, a tap's landing and the feed follow a signed-in visitor; the registration block comes with the first island", () => {
    expect(followsSession({ scope: 0, kind: 'account' })).toBe(true);
    expect(followsSession({ scope: 0, kind: 'tap', props: {} as never })).toBe(true);
    expect(followsSession(block('activity-feed'))).toBe(true);
    expect(followsSession(block('carousel'))).toBe(false);
    expect(isCompanion(block('registration', { type: 'modal' }))).toBe(true);
    expect(isCompanion(block('share'))).toBe(false);
  });

  it('a page whose islands all wait (a tap landing too) preloads the scheduler alone; one with a static registration form preloads the hydrator too', () => {
    const waiting = page([
      { scope: 0, kind: 'account' },
      { scope: 0, kind: 'tap', props: {} as never },
      block('registration', { type: 'modal' }),
    ]);
    expect(hydratesAtLoad(waiting)).toBe(false);
    expect(islandModules(waiting)).toEqual([ISLANDS_MODULE]);
    const form = page([block('registration', { type: 'static' })]);
    expect(hydratesAtLoad(form)).toBe(true);
    expect(islandModules(form)).toContain(HYDRATOR_MODULE);
  });
});
