import type { AreaNode, ComponentNode, TabNode } from './layerTree';

/**
 * The layers tree as the lines it takes on screen, top to bottom. Each kind of line has one
 * fixed height (panelCss keeps the rows to it), so where any line sits is known without
 * drawing the lines above it: the panel draws only the lines in view.
 */
export type LineKind = 'area' | 'component' | 'tab' | 'container' | 'block' | 'empty';

export const LINE_HEIGHT: Record<LineKind, number> = {
  area: 28,
  component: 28,
  tab: 22,
  container: 22,
  block: 20,
  empty: 22,
};

export interface LayerLines {
  count: number;
  kind: LineKind[];
  /** Each line's distance from the top of the tree, in pixels. */
  start: number[];
  /** The line whose list holds this one (-1 at the top). */
  parent: number[];
  /** The last line of this line's subtree (itself when it has none). */
  last: number[];
  /** The line of an area, a component, a tab or a container node. */
  lineOf: Map<object, number>;
  /** The "Empty" line of an area or tab with no components. */
  emptyOf: Map<object, number>;
  /** An area's or a component's line, by id. */
  lineById: Map<string, number>;
  total: number;
}

export function layerLines(tree: readonly AreaNode[]): LayerLines {
  const lines: LayerLines = {
    count: 0,
    kind: [],
    start: [],
    parent: [],
    last: [],
    lineOf: new Map(),
    emptyOf: new Map(),
    lineById: new Map(),
    total: 0,
  };
  const add = (kind: LineKind, parent: number): number => {
    const index = lines.count++;
    lines.kind.push(kind);
    lines.start.push(lines.total);
    lines.parent.push(parent);
    lines.last.push(index);
    lines.total += LINE_HEIGHT[kind];
    return index;
  };
  const close = (index: number) => {
    lines.last[index] = lines.count - 1;
  };
  const children = (owner: AreaNode | TabNode, nodes: readonly ComponentNode[], parent: number) => {
    if (nodes.length === 0) lines.emptyOf.set(owner, add('empty', parent));
    for (const node of nodes) component(node, parent);
  };
  const component = (node: ComponentNode, parent: number) => {
    const line = add('component', parent);
    lines.lineOf.set(node, line);
    lines.lineById.set(node.id, line);
    for (const tab of node.tabs) {
      const tabLine = add('tab', line);
      lines.lineOf.set(tab, tabLine);
      children(tab, tab.children, tabLine);
      close(tabLine);
    }
    for (const container of node.containers) {
      const containerLine = add('container', line);
      lines.lineOf.set(container, containerLine);
      for (let i = 0; i < container.blocks.length; i++) add('block', containerLine);
      close(containerLine);
    }
    close(line);
  };
  for (const area of tree) {
    const line = add('area', -1);
    lines.lineOf.set(area, line);
    lines.lineById.set(area.id, line);
    children(area, area.children, line);
    close(line);
  }
  return lines;
}

/** Where a line's subtree ends, in pixels from the top of the tree. */
export function subtreeEnd(lines: LayerLines, line: number): number {
  const last = lines.last[line]!;
  return lines.start[last]! + LINE_HEIGHT[lines.kind[last]!];
}

/**
 * The lines to draw: those in view (with some either side), the ones that must stay drawn
 * wherever they are (the selected row, which keeps the keyboard's focus, and the row being
 * dragged), and every line that holds one of them, since a row is drawn inside its parent's.
 */
export function linesToDraw(
  lines: LayerLines,
  inView: readonly number[],
  pinned: readonly number[],
): number[] {
  const drawn = new Set<number>();
  for (const first of [...inView, ...pinned]) {
    for (let line = first; line >= 0 && !drawn.has(line); line = lines.parent[line]!) {
      drawn.add(line);
    }
  }
  return [...drawn].sort((a, b) => a - b);
}
