/**
 * Draws the demo product images (PNG, no dependencies): `npx tsx server/seed/makeImages.ts`.
 * The PNGs are committed; this script documents how they were made.
 */
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { encodePng } from './png';

type Rgb = [number, number, number];
const SIZE = 600;

const mix = (a: Rgb, b: Rgb, t: number): Rgb =>
  [0, 1, 2].map((i) => Math.round(a[i]! + (b[i]! - a[i]!) * t)) as Rgb;

function draw(top: Rgb, bottom: Rgb, shapes: ((x: number, y: number) => Rgb | null)[]): Buffer {
  const px = new Uint8Array(SIZE * SIZE * 3);
  for (let y = 0; y < SIZE; y++) {
    // Banded gradient (8 px steps) keeps the files small.
    const base = mix(top, bottom, Math.floor(y / 8) / (SIZE / 8));
    for (let x = 0; x < SIZE; x++) {
      let color = base;
      for (const shape of shapes) color = shape(x, y) ?? color;
      px.set(color, (y * SIZE + x) * 3);
    }
  }
  return encodePng(px, SIZE, SIZE);
}

const circle = (cx: number, cy: number, r: number, color: Rgb) => (x: number, y: number) =>
  (x - cx) ** 2 + (y - cy) ** 2 <= r * r ? color : null;
const rect =
  (x0: number, y0: number, x1: number, y1: number, color: Rgb, radius = 0) =>
  (x: number, y: number) => {
    if (x < x0 || x >= x1 || y < y0 || y >= y1) return null;
    const cx = Math.min(Math.max(x, x0 + radius), x1 - radius);
    const cy = Math.min(Math.max(y, y0 + radius), y1 - radius);
    return (x - cx) ** 2 + (y - cy) ** 2 <= radius * radius ? color : null;
  };

const here = dirname(fileURLToPath(import.meta.url));
const images: Record<string, Buffer> = {
  'product-front.png': draw(
    [30, 58, 138],
    [96, 165, 250],
    [
      rect(150, 100, 450, 500, [248, 250, 252], 30),
      circle(300, 250, 70, [30, 58, 138]),
      rect(220, 370, 380, 400, [245, 158, 11], 8),
    ],
  ),
  'product-back.png': draw(
    [124, 45, 18],
    [253, 186, 116],
    [
      rect(150, 100, 450, 500, [255, 251, 245], 30),
      rect(195, 170, 405, 195, [124, 45, 18], 6),
      rect(195, 225, 360, 245, [124, 45, 18], 6),
      rect(195, 270, 390, 290, [124, 45, 18], 6),
    ],
  ),
  'product-detail.png': draw(
    [20, 83, 45],
    [134, 239, 172],
    [
      circle(300, 300, 210, [16, 64, 35]),
      circle(300, 300, 150, [254, 243, 199]),
      circle(300, 300, 60, [20, 83, 45]),
    ],
  ),
  'product-box.png': draw(
    [88, 28, 135],
    [240, 171, 252],
    [
      rect(120, 160, 480, 480, [250, 245, 255], 16),
      rect(120, 160, 480, 220, [88, 28, 135], 16),
      circle(300, 350, 50, [217, 70, 239]),
    ],
  ),
};
for (const [name, png] of Object.entries(images)) {
  writeFileSync(join(here, 'images', name), png);
  console.log(`${name}: ${png.length} bytes`);
}
