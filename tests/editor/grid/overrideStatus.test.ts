import { describe, expect, it } from 'vitest';
import { overrideStatus } from '../../../src/editor/grid/overrideStatus';

describe('override status in the area and grid panels ("shows which values are overridden")', () => {
  const overrides = { mobile: { visible: false }, tablet: { startCol: 1 } };

  it("a mobile override is mobile's own and never inherited by tablet or desktop", () => {
    expect(overrideStatus(overrides, 'mobile', 'visible')).toEqual({
      kind: 'own',
      breakpoint: 'mobile',
    });
    expect(overrideStatus(overrides, 'tablet', 'visible')).toEqual({ kind: 'base' });
    expect(overrideStatus(overrides, 'desktop', 'visible')).toEqual({ kind: 'base' });
  });

  it('desktop inherits a tablet override', () => {
    expect(overrideStatus(overrides, 'desktop', 'startCol')).toEqual({
      kind: 'inherited',
      from: 'tablet',
    });
  });
});
