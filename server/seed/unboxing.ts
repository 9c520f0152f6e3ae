/**
 * The demo gallery's unboxing video, made at seed time (no binary in the repository, no native
 * tool): three seconds, a frame a second — the closed box, its lid lifting, the lamp out — in
 * the colours of the seed images. An H.264 MP4, as the gallery's players expect.
 */
import {
  CONSTRAINTS,
  LEVEL,
  PROFILE_BASELINE,
  idrSlice,
  pictureParameterSet,
  rgbToYuv,
  sequenceParameterSet,
} from './h264';
import { encodeMp4 } from './mp4';

type Rgb = [number, number, number];
type Shape = (x: number, y: number) => Rgb | null;

const WIDTH = 160;
const HEIGHT = 96;
const FRAME_MS = 1000;

const BACKGROUND: Rgb = [88, 28, 135];
const BOX: Rgb = [250, 245, 255];
const LID: Rgb = [217, 70, 239];
const LAMP: Rgb = [248, 250, 252];
const SHADE: Rgb = [30, 58, 138];
const BRASS: Rgb = [245, 158, 11];

const rect =
  (x0: number, y0: number, x1: number, y1: number, color: Rgb): Shape =>
  (x, y) =>
    x >= x0 && x < x1 && y >= y0 && y < y1 ? color : null;
const circle =
  (cx: number, cy: number, r: number, color: Rgb): Shape =>
  (x, y) =>
    (x - cx) ** 2 + (y - cy) ** 2 <= r * r ? color : null;

/** Later shapes paint over earlier ones. */
function draw(shapes: Shape[]): Uint8Array {
  const pixels = new Uint8Array(WIDTH * HEIGHT * 3);
  for (let y = 0; y < HEIGHT; y++)
    for (let x = 0; x < WIDTH; x++) {
      let color = BACKGROUND;
      for (const shape of shapes) color = shape(x, y) ?? color;
      pixels.set(color, (y * WIDTH + x) * 3);
    }
  return pixels;
}

const FRAMES: Shape[][] = [
  // The closed box.
  [rect(48, 36, 112, 84, BOX), rect(44, 28, 116, 40, LID)],
  // The lid lifts; the shade shows.
  [rect(48, 36, 112, 84, BOX), circle(80, 38, 12, SHADE), rect(44, 8, 116, 20, LID)],
  // The lamp, out of its box.
  [rect(56, 12, 104, 84, LAMP), circle(80, 40, 16, SHADE), rect(66, 66, 94, 72, BRASS)],
];

export function unboxingMp4(): Buffer {
  return encodeMp4({
    width: WIDTH,
    height: HEIGHT,
    sps: sequenceParameterSet(WIDTH, HEIGHT),
    pps: pictureParameterSet(),
    frames: FRAMES.map((shapes, i) => ({
      nal: idrSlice(rgbToYuv(draw(shapes), WIDTH, HEIGHT), WIDTH, HEIGHT, i % 2),
      durationMs: FRAME_MS,
    })),
    profile: PROFILE_BASELINE,
    constraints: CONSTRAINTS,
    level: LEVEL,
  });
}
