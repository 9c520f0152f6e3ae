import { describe, expect, it } from 'vitest';
import { chooseLocale, textDirection } from '../../src/schema/locales';

describe('the page language', () => {
  it("follows the site's setting ahead of the visitor's languages", () => {
    expect(chooseLocale('de', ['fr-FR', 'en'])).toBe('de');
  });

  it("takes the visitor's first language with a catalogue, region ignored", () => {
    expect(chooseLocale(null, ['pt-BR', 'ja-JP', 'fr'])).toBe('ja');
  });

  it('falls back to English when nothing matches', () => {
    expect(chooseLocale('xx', ['pt-BR', 'zh'])).toBe('en');
    expect(chooseLocale(undefined, undefined)).toBe('en');
  });

  it('lays Arabic out right to left and the others left to right', () => {
    expect(textDirection('ar')).toBe('rtl');
    expect(textDirection('fr')).toBe('ltr');
  });
});
