import { describe, expect, it } from 'vitest';
import { indexOfComponent } from '../../../src/editor/store/componentIndex';

const list = (...ids: string[]) => ids.map((id) => ({ id }));

describe('indexOfComponent (store lookups by id stay right whatever the list became)', () => {
  it('finds a component, and finds it again after the list was reordered', () => {
    expect(indexOfComponent(list('a', 'b', 'c'), 'c')).toBe(2);
    expect(indexOfComponent(list('c', 'a', 'b'), 'c')).toBe(0);
    expect(indexOfComponent(list('a', 'b', 'c'), 'c')).toBe(2);
  });

  it('answers -1 once the component is gone, even where it used to be', () => {
    expect(indexOfComponent(list('x', 'y'), 'y')).toBe(1);
    expect(indexOfComponent(list('x', 'z'), 'y')).toBe(-1);
    expect(indexOfComponent(list('x'), 'y')).toBe(-1);
    expect(indexOfComponent([], 'y')).toBe(-1);
  });
});
