import type { ThemeColorName, ThemeColors } from '../../schema/theme/theme';
import { contrastRatio, hslToRgb, parseColor, toHex, type Rgba } from '../widgets/colorMath';
import { AA_NORMAL_TEXT, contrastWarnings, type ContrastWarning } from './contrast';

function rgbToHsl({ r, g, b }: Rgba): [h: number, s: number, l: number] {
  const [rn, gn, bn] = [r / 255, g / 255, b / 255];
  const max = Math.max(rn, gn, bn);
  const min = Math.min(rn, gn, bn);
  const l = (max + min) / 2;
  const d = max - min;
  if (d === 0) return [0, 0, l];
  const s = d / (1 - Math.abs(2 * l - 1));
  const h = max === rn ? ((gn - bn) / d) % 6 : max === gn ? (bn - rn) / d + 2 : (rn - gn) / d + 4;
  return [(h * 60 + 360) % 360, s, l];
}

function withLightness(colour: Rgba, lightness: number): Rgba {
  const [h, s] = rgbToHsl(colour);
  const [r, g, b] = hslToRgb(h, s, lightness);
  return { r: Math.round(r), g: Math.round(g), b: Math.round(b), a: 1 };
}

/**
 * The colour closest to `colour` — same hue and saturation, lightness moved as little as
 * possible, lighter or darker — that reaches `minimum` contrast against `against`. Null when
 * no lightness of that hue does. Contrast only grows as lightness moves away from the other
 * colour's, so each direction is a bisection.
 */
export function nearestPassingColour(
  colour: Rgba,
  against: Rgba,
  minimum = AA_NORMAL_TEXT,
): { value: string; shift: number } | null {
  const [, , start] = rgbToHsl(colour);
  const passes = (l: number) => contrastRatio(withLightness(colour, l), against) >= minimum;
  let best: { value: string; shift: number } | null = null;
  for (const end of [0, 1]) {
    if (!passes(end)) continue;
    let [fails, pass] = [start, end];
    for (let i = 0; i < 24; i++) {
      const mid = (fails + pass) / 2;
      if (passes(mid)) pass = mid;
      else fails = mid;
    }
    const shift = Math.abs(pass - start);
    if (!best || shift < best.shift) best = { value: toHex(withLightness(colour, pass)), shift };
  }
  return best;
}

export interface ContrastFix {
  /** The theme colour to change. */
  name: ThemeColorName;
  value: string;
}

/**
 * The smallest change that clears one warning: the text colour or its background, whichever
 * moves less, never one that brings up a warning another pair did not have.
 */
export function contrastFix(colors: ThemeColors, warning: ContrastWarning): ContrastFix | null {
  const text = parseColor(colors[warning.text]);
  const background = parseColor(colors[warning.background]);
  if (!text || !background) return null;
  const before = new Set(contrastWarnings(colors).map((w) => `${w.text}/${w.background}`));
  const candidates = [
    { name: warning.text, found: nearestPassingColour(text, background) },
    { name: warning.background, found: nearestPassingColour(background, text) },
  ]
    .filter((c) => c.found !== null)
    .sort((a, b) => a.found!.shift - b.found!.shift);
  for (const { name, found } of candidates) {
    const next = { ...colors, [name]: found!.value };
    const introduced = contrastWarnings(next).some((w) => !before.has(`${w.text}/${w.background}`));
    if (!introduced) return { name, value: found!.value };
  }
  return null;
}
