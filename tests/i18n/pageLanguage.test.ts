import { afterEach, describe, expect, it } from 'vitest';
import '../../src/i18n/allCatalogues';
import { setLocale } from '../../src/i18n/i18n';
import { TAP_TEXT } from '../../src/site/tapLandingText';
import { retryWhen } from '../../src/ui/refusalText';
import { REGISTRATION_TEXT } from '../../src/components/registration/messages';

afterEach(() => setLocale('en'));

describe("the visitor's texts follow the page language", () => {
  it("are the spec's English words by default", () => {
    expect(TAP_TEXT.checking).toBe('Checking this item...');
    expect(TAP_TEXT.number('3', 12)).toBe('No. 3 of 12');
    expect(retryWhen(5 * 60_000)).toBe('in about 5 minutes');
  });

  it('read the chosen language when they are shown, with their placeholders filled', () => {
    setLocale('fr');
    expect(TAP_TEXT.checking).toBe('Vérification de cet article...');
    expect(TAP_TEXT.number('3', 12)).toBe('N° 3 sur 12');
    setLocale('ja');
    expect(retryWhen(5 * 60_000)).toBe('約5分後に');
    setLocale('ar');
    expect(REGISTRATION_TEXT.failed).toBe('فشل التسجيل. يُرجى المحاولة مرة أخرى.');
  });
});
