import { hydrateRoot } from 'react-dom/client';
import { loadLayoutComponents } from '../components/lazyRegistry';
import { parseLayoutDocument } from '../components/schemaRegistry';
import { currentLocale } from '../i18n/i18n';
import { loadLocale } from '../i18n/loadLocale';
import { StaticLayout, STATIC_LAYOUT_ID, STATIC_ROOT_ID } from './staticLayout';

/**
 * The renderer's own entry (never the editor): hydrates a statically exported page so its
 * interactive components (tabs, carousels, share…) work.
 */
const root = document.getElementById(STATIC_ROOT_ID);
const json = document.getElementById(STATIC_LAYOUT_ID)?.textContent;
if (!root || !json) {
  console.warn(
    `Vitrine: root element #${STATIC_ROOT_ID} or the layout data was not found; the page stays static`,
  );
} else {
  const result = parseLayoutDocument(json);
  // The page's texts are in the renderer's language, and its blocks' code (each type a chunk)
  // is in, before hydrating: the first render then matches the markup.
  if (result.ok)
    void Promise.all([loadLocale(currentLocale()), loadLayoutComponents(result.layout)]).then(() =>
      hydrateRoot(root, <StaticLayout layout={result.layout} />),
    );
  else console.error('Vitrine: the embedded layout is invalid', result.errors);
}
