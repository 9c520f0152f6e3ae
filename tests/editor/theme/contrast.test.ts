import { describe, expect, it } from 'vitest';
import { contrastWarnings, formatRatio } from '../../../src/editor/theme/contrast';
import { contrastRatio, parseColor } from '../../../src/editor/widgets/colorMath';
import { defaultDarkColors, defaultLightColors } from '../../../src/schema/theme/theme';

describe('issue 7: contrast warnings where text on its background falls below WCAG AA', () => {
  it('computes WCAG ratios (black on white is 21:1)', () => {
    expect(contrastRatio(parseColor('#000')!, parseColor('#fff')!)).toBeCloseTo(21, 5);
    expect(
      contrastRatio(parseColor('rgb(255 255 255)')!, parseColor('hsl(0, 0%, 100%)')!),
    ).toBeCloseTo(1, 5);
  });

  it('body text of the default themes passes AA; the spec primary #3b82f6 and destructive #ef4444 under white text do not, and say so', () => {
    const pairs = (colors: typeof defaultLightColors) =>
      contrastWarnings(colors).map((w) => `${w.text}/${w.background}`);
    expect(pairs(defaultLightColors)).toEqual([
      'primary_foreground/primary',
      'destructive_foreground/destructive',
      'success_foreground/success',
    ]);
    expect(pairs(defaultDarkColors)).toEqual([
      'primary_foreground/primary',
      'destructive_foreground/destructive',
    ]);
  });

  it('warns for light-grey text on white, with the ratio', () => {
    const passing = {
      ...defaultLightColors,
      primary: '#1d4ed8',
      destructive: '#b91c1c',
      success: '#15803d',
    };
    expect(contrastWarnings(passing)).toEqual([]);
    const warnings = contrastWarnings({ ...passing, foreground: '#cccccc' });
    expect(warnings.map((w) => `${w.text}/${w.background}`)).toEqual([
      'foreground/background',
      'foreground/bg_card',
    ]);
    expect(formatRatio(warnings[0]!.ratio)).toBe('1.60:1');
  });

  it('skips colours it cannot resolve instead of guessing', () => {
    const passing = {
      ...defaultLightColors,
      primary: '#1d4ed8',
      destructive: '#b91c1c',
      success: '#15803d',
    };
    expect(contrastWarnings({ ...passing, foreground: 'var(--brand)' })).toEqual([]);
  });
});
