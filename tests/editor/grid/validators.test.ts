import { describe, expect, it } from 'vitest';
import { validateLength, validateTrack } from '../../../src/editor/grid/validators';

describe('grid field checks (issue 6 grid editing)', () => {
  it('a track or length with a "(" left open is refused with the reason, before it reaches the stylesheet', () => {
    expect(validateTrack('minmax(0,')).toBe(
      'Not a valid grid track: a "(" or a quote is not closed',
    );
    expect(validateTrack('minmax(0, 1fr)')).toBeNull();
    expect(validateLength('calc(100% - 8px')).toBe(
      'Not a valid CSS length: a "(" or a quote is not closed',
    );
    expect(validateLength('calc(100% - 8px)')).toBeNull();
  });
});
