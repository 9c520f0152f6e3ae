import { describe, expect, it } from 'vitest';
import { fetchAheadInTurn } from '../../../src/editor/lazy/fetchAheadInTurn';

/** A load that settles when the test says, recording when it started. */
function controlledLoad(name: string, started: string[]) {
  let settle: (ok: boolean) => void = () => {};
  const load = () => {
    started.push(name);
    return new Promise<void>((resolve, reject) => {
      settle = (ok) => (ok ? resolve() : reject(new Error(`${name} failed`)));
    });
  };
  return { load, settle: (ok = true) => settle(ok) };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('fetching ahead in turn', () => {
  it('starts each load only once the one before has settled, and a failure does not stop the rest', async () => {
    const started: string[] = [];
    const a = controlledLoad('a', started);
    const b = controlledLoad('b', started);
    const c = controlledLoad('c', started);
    fetchAheadInTurn([a.load, b.load, c.load]);
    await flush();
    expect(started).toEqual(['a']);
    a.settle(false);
    await flush();
    expect(started).toEqual(['a', 'b']);
    b.settle();
    await flush();
    expect(started).toEqual(['a', 'b', 'c']);
  });

  it('once cancelled, starts none of the loads still to come', async () => {
    const started: string[] = [];
    const a = controlledLoad('a', started);
    const b = controlledLoad('b', started);
    const cancel = fetchAheadInTurn([a.load, b.load]);
    await flush();
    cancel();
    a.settle();
    await flush();
    expect(started).toEqual(['a']);
  });
});
