import { textDirection, type Locale } from '../schema/locales';

/**
 * What the element says when its page could not load, in each language the pages speak. The
 * loader holds these few words itself: the catalogues come with the page's code, which is what
 * failed to arrive.
 */
const WORDS: Record<Locale, { sentence: string; retry: string }> = {
  en: { sentence: 'This page could not be shown here.', retry: 'Try again' },
  fr: { sentence: 'Cette page n’a pas pu être affichée ici.', retry: 'Réessayer' },
  de: { sentence: 'Diese Seite konnte hier nicht angezeigt werden.', retry: 'Erneut versuchen' },
  es: { sentence: 'No se ha podido mostrar esta página aquí.', retry: 'Reintentar' },
  ja: { sentence: 'このページをここに表示できませんでした。', retry: '再試行' },
  ar: { sentence: 'تعذّر عرض هذه الصفحة هنا.', retry: 'إعادة المحاولة' },
};

const STYLE =
  ':host{display:block}.one-embed-failed{font:14px/1.5 system-ui,sans-serif;margin:0;padding:12px;display:flex;flex-wrap:wrap;gap:8px 12px;align-items:center}.one-embed-failed button{font:inherit;min-height:44px;padding:0 16px;border:1px solid currentColor;border-radius:6px;background:transparent;color:inherit;cursor:pointer}';

/**
 * The element's content when its page could not load: the sentence, announced, and a button
 * that tries again (the shop's visitor may have been offline for a moment).
 */
export function loadFailureMarkup(locale: Locale): string {
  const words = WORDS[locale];
  return `<style>${STYLE}</style><div class="one-embed-failed" lang="${locale}" dir="${textDirection(locale)}"><p role="alert" style="margin:0">${words.sentence}</p><button type="button">${words.retry}</button></div>`;
}
