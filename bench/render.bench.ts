/**
 * Server render of a 1,000-component layout with the static renderer (react-dom/server), the
 * way the server renders a visitor page: the median of 20 renders after 3 warm-up ones.
 */
import { parseLayoutDocument } from '../src/components/schemaRegistry';
import { renderStaticPage } from '../src/renderer/staticPage';
import type { BenchResult } from './run';

const TYPES = ['text', 'separator', 'button', 'text', 'links', 'image'];

/** 10 areas × 100 components of common types, each with content. */
function generatedLayout() {
  const areas = Array.from({ length: 10 }, (_, i) => ({
    id: `area-${i}`,
    name: `Area ${i + 1}`,
    startCol: 0,
    endCol: 1,
    startRow: i,
    endRow: i + 1,
  }));
  const components = Array.from({ length: 1000 }, (_, i) => {
    const type = TYPES[i % TYPES.length]!;
    const data =
      type === 'text'
        ? { content: `<p>Component <strong>${i}</strong> of the page</p>` }
        : type === 'image'
          ? { src: `/uploads/upl_${i}.1600x1200.jpg`, alt: `Photo ${i}` }
          : {};
    return { id: `c-${i}`, type, areaId: `area-${Math.floor(i / 100)}`, order: i % 100, data };
  });
  return { grid_config: { templateRows: areas.map(() => 'auto'), areas }, components };
}

export default async function renderBench(): Promise<BenchResult[]> {
  const parsed = parseLayoutDocument(generatedLayout());
  if (!parsed.ok)
    throw new Error(`The generated layout is invalid: ${JSON.stringify(parsed.errors)}`);
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < 23; round++) {
    const start = performance.now();
    bytes = renderStaticPage(parsed.layout).length;
    if (round >= 3) times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)]!;
  return [
    {
      metric: 'server render, 1,000-component layout (median of 20)',
      value: median,
      unit: 'ms',
      target: '≤ 50 ms',
      ok: median <= 50,
    },
    { metric: 'its HTML', value: Math.round(bytes / 1024), unit: 'KB' },
  ];
}
