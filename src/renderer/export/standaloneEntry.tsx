import { hydrateRoot } from 'react-dom/client';
// Every block type in this one script (it has no chunks), so the first render matches the markup.
import '../../components/registry';
import { parseLayoutDocument } from '../../components/schemaRegistry';
import { setLocale } from '../../i18n/i18n';
import { supportedLocale } from '../../schema/locales';
import { StandaloneLayout } from '../standalone';
import { STATIC_LAYOUT_ID, STATIC_ROOT_ID } from '../staticLayout';
import { EXPORT_ASSETS_ID } from './ids';
import { keepInlineAssets } from './inlineAssets';

/**
 * The standalone export's script: one classic (IIFE) file, because Chromium refuses module
 * scripts from file:// pages. It hydrates the exported layout with no API behind it, in the
 * language the page was exported in (its <html lang>), so the first render matches the markup.
 */
const root = document.getElementById(STATIC_ROOT_ID);
const json = document.getElementById(STATIC_LAYOUT_ID)?.textContent;
if (!root || !json) {
  console.warn(
    `Vitrine: #${STATIC_ROOT_ID} or the layout data was not found; the page stays static`,
  );
} else {
  const locale = supportedLocale(document.documentElement.lang);
  if (locale) setLocale(locale);
  const assets = document.getElementById(EXPORT_ASSETS_ID)?.textContent;
  // The body, not the root: dialogs render into a portal beside it.
  if (assets) keepInlineAssets(document.body, JSON.parse(assets) as Record<string, string>);
  const result = parseLayoutDocument(json);
  if (result.ok) hydrateRoot(root, <StandaloneLayout layout={result.layout} />);
  else console.error('Vitrine: the embedded layout is invalid', result.errors);
}
