// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { RecentlyUsed } from '../../server/recentlyUsed';

describe('values kept within a size budget', () => {
  it('drops the least recently used first, and never the newest', () => {
    const kept = new RecentlyUsed<string>(10, (text) => text.length);
    kept.set('a', 'aaaa');
    kept.set('b', 'bbbb');
    expect(kept.get('a')).toBe('aaaa'); // now the most recently used
    kept.set('c', 'cccc'); // 12 > 10: b goes, not a
    expect(kept.get('b')).toBeUndefined();
    expect(kept.get('a')).toBe('aaaa');
    kept.set('huge', 'x'.repeat(50)); // alone over the budget: kept, all else dropped
    expect(kept.get('huge')).toHaveLength(50);
    expect(kept.get('a')).toBeUndefined();
    expect(kept.get('c')).toBeUndefined();
    kept.set('huge', 'y'); // replacing a value counts its new size only
    kept.set('d', 'dddd');
    expect(kept.get('huge')).toBe('y');
    expect(kept.get('d')).toBe('dddd');
  });
});
