import { describe, expect, it } from 'vitest';
import { allDropTargets, dropTargetAt } from '../../../src/editor/canvas/dropTarget';
import type { FrameSnapshot } from '../../../src/editor/canvas/geometry';

// main (0..300 wide, 0..200 high) holds a (0..50) and b (60..110); side holds a tab container
// whose visible tab t1 (panel 320..580 x 20..180) holds inner.
const snapshot: FrameSnapshot = {
  slots: [
    {
      slot: { areaId: 'main' },
      rect: { left: 0, top: 0, width: 300, height: 200 },
      kind: 'area',
      label: 'Main',
    },
    {
      slot: { areaId: 'side' },
      rect: { left: 310, top: 0, width: 290, height: 200 },
      kind: 'area',
      label: 'side',
    },
    {
      slot: { areaId: 'side', parentId: 'tabs', tabId: 't1' },
      rect: { left: 320, top: 20, width: 260, height: 160 },
      kind: 'tab',
      label: 'Tabs, tab t1',
    },
  ],
  components: [
    {
      id: 'a',
      type: 'text',
      slot: { areaId: 'main' },
      index: 0,
      rect: { left: 0, top: 0, width: 300, height: 50 },
      ancestors: [],
    },
    {
      id: 'b',
      type: 'image',
      slot: { areaId: 'main' },
      index: 1,
      rect: { left: 0, top: 60, width: 300, height: 50 },
      ancestors: [],
    },
    {
      id: 'tabs',
      type: 'tab-container',
      slot: { areaId: 'side' },
      index: 0,
      rect: { left: 310, top: 0, width: 290, height: 200 },
      ancestors: [],
    },
    {
      id: 'inner',
      type: 'text',
      slot: { areaId: 'side', parentId: 'tabs', tabId: 't1' },
      index: 0,
      rect: { left: 320, top: 20, width: 260, height: 40 },
      ancestors: ['tabs'],
    },
  ],
};

describe('drop targets (a clear drop indicator)', () => {
  it('lands before or after a component by its vertical middle', () => {
    expect(dropTargetAt(snapshot, 10, 10)).toMatchObject({
      slot: { areaId: 'main' },
      index: 0,
      description: 'Main, position 1 of 3',
    });
    expect(dropTargetAt(snapshot, 10, 40)).toMatchObject({ index: 1 });
    expect(dropTargetAt(snapshot, 10, 190)).toMatchObject({ index: 2 });
  });

  it('lands in the innermost slot: the visible tab of a tab container', () => {
    expect(dropTargetAt(snapshot, 400, 150)).toMatchObject({
      slot: { areaId: 'side', parentId: 'tabs', tabId: 't1' },
      index: 1,
    });
  });

  it('a moved component does not count itself; a tab container cannot enter its own tab', () => {
    expect(dropTargetAt(snapshot, 10, 190, 'a')).toMatchObject({
      index: 1,
      description: 'Main, position 2 of 2',
    });
    expect(dropTargetAt(snapshot, 400, 150, 'tabs')).toMatchObject({ slot: { areaId: 'side' } });
  });

  it('outside every area there is no target', () => {
    expect(dropTargetAt(snapshot, 900, 900)).toBeNull();
  });

  it('the keyboard walks every place in reading order', () => {
    const targets = allDropTargets(snapshot);
    expect(targets.map((t) => `${t.slot.tabId ?? t.slot.areaId}:${t.index}`)).toEqual([
      'main:0',
      'side:0',
      't1:0',
      'main:1',
      't1:1',
      'main:2',
      'side:1',
    ]);
  });
});
