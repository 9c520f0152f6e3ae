import type { ThemeColorName, ThemeColors } from '../../schema/theme/theme';
import { contrastRatio, parseColor } from '../widgets/colorMath';

/** WCAG 2.x AA for body text. */
export const AA_NORMAL_TEXT = 4.5;

/** Text colours and the backgrounds they are drawn on by the kit's components. */
export const TEXT_PAIRS: readonly [text: ThemeColorName, background: ThemeColorName][] = [
  ['foreground', 'background'],
  ['foreground', 'bg_card'],
  ['muted_foreground', 'background'],
  ['muted_foreground', 'muted'],
  ['primary_foreground', 'primary'],
  ['destructive_foreground', 'destructive'],
  ['success_foreground', 'success'],
  ['accent_foreground', 'accent'],
];

export interface ContrastWarning {
  text: ThemeColorName;
  background: ThemeColorName;
  ratio: number;
}

/** Pairs below AA (4.5:1). Colours that cannot be parsed (var(), named) are skipped, not guessed. */
export function contrastWarnings(colors: ThemeColors): ContrastWarning[] {
  const warnings: ContrastWarning[] = [];
  for (const [text, background] of TEXT_PAIRS) {
    const fg = parseColor(colors[text]);
    const bg = parseColor(colors[background]);
    if (!fg || !bg) continue;
    const ratio = contrastRatio(fg, bg);
    if (ratio < AA_NORMAL_TEXT) warnings.push({ text, background, ratio });
  }
  return warnings;
}

export function colorLabel(name: string): string {
  const words = name.replace(/_/g, ' ').replace(/^bg /, 'background ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

export function formatRatio(ratio: number): string {
  return `${(Math.floor(ratio * 100) / 100).toFixed(2)}:1`;
}
