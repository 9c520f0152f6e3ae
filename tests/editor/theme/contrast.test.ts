import { describe, expect, it } from 'vitest';
import { contrastWarnings, formatRatio } from '../../../src/editor/theme/contrast';
import { contrastRatio, parseColor } from '../../../src/editor/widgets/colorMath';
import { contrastFix, nearestPassingColour } from '../../../src/editor/theme/nearestPassing';
import { defaultDarkColors, defaultLightColors } from '../../../src/schema/theme/theme';

describe('contrast warnings where text on its background falls below WCAG AA', () => {
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

describe('the nearest colour that passes WCAG AA, offered beside a contrast warning', () => {
  it('keeps the hue and moves lightness as little as needed, to at least 4.5:1', () => {
    const white = parseColor('#ffffff')!;
    const found = nearestPassingColour(parseColor('#3b82f6')!, white)!;
    const ratio = contrastRatio(parseColor(found.value)!, white);
    expect(ratio).toBeGreaterThanOrEqual(4.5);
    expect(ratio).toBeLessThan(4.7);
    expect(found.value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('finds a passing colour against any background, black and white being the ends', () => {
    for (const background of ['#767676', '#777777', '#000000', '#ffffff', '#ff00ff']) {
      const found = nearestPassingColour(parseColor('#808080')!, parseColor(background)!);
      expect(
        contrastRatio(parseColor(found!.value)!, parseColor(background)!),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('fixes white text on the spec primary by darkening the primary, which moves least', () => {
    const [warning] = contrastWarnings(defaultLightColors).filter(
      (w) => w.background === 'primary',
    );
    const fix = contrastFix(defaultLightColors, warning!)!;
    expect(fix.name).toBe('primary');
    const fixed = { ...defaultLightColors, primary: fix.value };
    expect(contrastWarnings(fixed).some((w) => w.background === 'primary')).toBe(false);
  });

  it('never offers a fix that brings up a warning another pair did not have', () => {
    const colors = { ...defaultLightColors, muted_foreground: '#aaaaaa' };
    for (const warning of contrastWarnings(colors)) {
      const fix = contrastFix(colors, warning);
      if (!fix) continue;
      const before = contrastWarnings(colors).map((w) => `${w.text}/${w.background}`);
      const after = contrastWarnings({ ...colors, [fix.name]: fix.value }).map(
        (w) => `${w.text}/${w.background}`,
      );
      expect(after.every((pair) => before.includes(pair))).toBe(true);
      expect(after).not.toContain(`${warning.text}/${warning.background}`);
    }
  });
});
