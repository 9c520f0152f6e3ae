import { describe, expect, it } from 'vitest';
import { CATALOGUES } from '../../src/i18n/allLocales';
import { en } from '../../src/i18n/catalogues/en';

type Flat = Record<string, string>;

function flatten(catalogue: object): Flat {
  const flat: Flat = {};
  for (const [area, messages] of Object.entries(catalogue)) {
    for (const [key, text] of Object.entries(messages as Record<string, unknown>)) {
      flat[`${area}.${key}`] = String(text);
    }
  }
  return flat;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1] ?? '').sort();
}

const english = flatten(en);

describe('message catalogues', () => {
  for (const [locale, catalogue] of Object.entries(CATALOGUES)) {
    const messages = flatten(catalogue);

    it(`${locale} has exactly the English catalogue's keys`, () => {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
    });

    it(`${locale} fills the same {{placeholders}} as English in every message`, () => {
      for (const [key, text] of Object.entries(english)) {
        expect(placeholders(messages[key] ?? ''), key).toEqual(placeholders(text));
      }
    });

    it(`${locale} leaves no message empty`, () => {
      for (const [key, text] of Object.entries(messages)) expect(text.trim(), key).not.toBe('');
    });
  }

  it('has a catalogue for every language the site can choose', async () => {
    const { LOCALES } = await import('../../src/schema/locales');
    expect(Object.keys(CATALOGUES).sort()).toEqual([...LOCALES].sort());
  });
});
