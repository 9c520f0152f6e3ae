import { describe, expect, it } from 'vitest';
import {
  layoutOfPage,
  liveState,
  placementsOf,
  visitorPath,
} from '../../../src/editor/live/liveTargets';
import type { Collection } from '../../../src/schema/entities/collection';

const collection = (over: Partial<Collection>): Collection => ({
  id: 'col_1',
  slug: 'lamps',
  name: 'Lamps',
  gallery: [],
  attributes: [],
  ...over,
});

describe('where a layout is live', () => {
  it('token pages show their own layout, else the collection page’s', () => {
    const both = collection({ layout_id: 'lay_page', token_layout_id: 'lay_token' });
    expect(layoutOfPage(both, 'collection')).toBe('lay_page');
    expect(layoutOfPage(both, 'token')).toBe('lay_token');
    expect(layoutOfPage(collection({ layout_id: 'lay_page' }), 'token')).toBe('lay_page');
  });

  it('lists each page showing the layout, never an archived collection’s', () => {
    const shared = collection({ layout_id: 'lay_a' });
    expect(placementsOf('lay_a', [shared]).map((p) => [p.page, p.direct])).toEqual([
      ['collection', true],
      ['token', false],
    ]);
    expect(placementsOf('lay_a', [{ ...shared, archived: true }])).toEqual([]);
  });

  it('the live page’s address and what visitors see, in words', () => {
    expect(visitorPath('lamps', 'token', '7')).toBe('/c/lamps/7');
    expect(visitorPath('lamps', 'collection', '7')).toBe('/c/lamps');
    const base = { id: 'l', collection_id: null, revision: 3, created_at: '', updated_at: '' };
    expect(liveState({ ...base, name: 'Page', published_revision: null }).live).toBe(false);
    expect(liveState({ ...base, name: 'Page', published_revision: 2 }).text).toBe(
      '“Page”, version 2',
    );
  });
});
