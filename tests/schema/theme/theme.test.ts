import { describe, expect, it } from 'vitest';
import {
  bodyFontSettings,
  defaultTheme,
  headingFontSettings,
  themeSchema,
} from '../../../src/schema/theme/theme';

describe('theme schema', () => {
  it('foundation: the default theme is Arial, body weight 400, heading weight 600', () => {
    expect(defaultTheme.typography.body).toMatchObject({ name: 'Arial', weight: 400 });
    expect(defaultTheme.typography.heading).toMatchObject({ name: 'Arial', weight: 600 });
  });

  it('the default theme the renderer reads without zod is what the schema makes of an empty theme', () => {
    expect(themeSchema().parse({})).toEqual(defaultTheme);
  });

  it("the written-out default fonts are what each role's font settings make of nothing", () => {
    expect(bodyFontSettings().parse({})).toEqual(defaultTheme.typography.body);
    expect(headingFontSettings().parse({})).toEqual(defaultTheme.typography.heading);
  });

  it('foundation: a stored heading without its own weight gets heading weight 600, a body 400', () => {
    const theme = themeSchema().parse({
      typography: {
        heading: { type: 'GOOGLE', name: 'Inter' },
        body: { type: 'GOOGLE', name: 'Lora' },
      },
    });
    expect(theme.typography.heading).toEqual({
      type: 'GOOGLE',
      name: 'Inter',
      weight: 600,
      uppercase: false,
      font_files: {},
    });
    expect(theme.typography.body).toEqual({
      type: 'GOOGLE',
      name: 'Lora',
      weight: 400,
      uppercase: false,
      font_files: {},
    });
  });

  it('foundation: an empty heading or body object still gets Arial and its own weight', () => {
    const theme = themeSchema().parse({ typography: { heading: {}, body: {} } });
    expect(theme.typography.heading).toMatchObject({ type: 'SYSTEM', name: 'Arial', weight: 600 });
    expect(theme.typography.body).toMatchObject({ type: 'SYSTEM', name: 'Arial', weight: 400 });
  });

  it('a weight the owner chose is kept, for heading and body alike', () => {
    const theme = themeSchema().parse({
      typography: { heading: { weight: 800 }, body: { weight: 300 } },
    });
    expect(theme.typography.heading.weight).toBe(800);
    expect(theme.typography.body.weight).toBe(300);
  });
});
