// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { componentSchemas, parseLayoutDocument } from '../../src/components/schemaRegistry';
import { componentTypes, type ComponentType } from '../../src/schema/componentTypes';
import { CATALOGUES } from '../../src/i18n/allLocales';
import { setLocale } from '../../src/i18n/i18n';
import { LayoutRenderer } from '../../src/renderer/LayoutRenderer';
import { sharePlatformLabels } from '../../src/components/share/platforms';

afterEach(() => setLocale('en'));

/** States a visitor can meet besides a block's defaults: empty sources and refused links. */
const VARIANTS: Partial<Record<ComponentType, Record<string, unknown>[]>> = {
  image: [{ src: '' }],
  video: [{ src: '' }],
  audio: [{ src: '' }],
  embed: [
    { url: '' },
    { url: 'not a link' },
    { url: 'https://example.com/page' },
    { url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' },
  ],
  iframe: [
    { inputType: 'url', src: 'https://example.com/' },
    { inputType: 'url', src: '' },
  ],
};

function pageHtml(type: ComponentType, data: Record<string, unknown>): string {
  const parsed = parseLayoutDocument({
    grid_config: { areas: [{ id: 'a', startCol: 0, endCol: 1, startRow: 0, endRow: 1 }] },
    components: [{ id: 'c1', type, areaId: 'a', data: componentSchemas[type].content.parse(data) }],
  });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return renderToString(<LayoutRenderer layout={parsed.layout} />);
}

/** Everything a visitor reads or hears: text nodes and the labels read aloud. */
function visibleTexts(html: string): string[] {
  const withoutCode = html.replace(/<(style|script)[^>]*>[\s\S]*?<\/\1>/g, ' ');
  const labels = [...withoutCode.matchAll(/\s(?:aria-label|title|alt|placeholder)="([^"]*)"/g)].map(
    (match) => match[1] ?? '',
  );
  const nodes = withoutCode.split(/<[^>]*>/);
  return [...nodes, ...labels]
    .map((text) =>
      text
        .replace(/&#x27;|&#39;/g, "'")
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .trim(),
    )
    .filter((text) => /[A-Za-z]{2}/.test(text));
}

/** The owner's words in a block's data (its defaults included): shown as stored, never translated. */
function contentStrings(value: unknown, into: string[] = []): string[] {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) contentStrings(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) contentStrings(item, into);
  return into;
}

/** Brand names are the same in every language. */
const properNames: string[] = Object.values(sharePlatformLabels);

/** The fixed words of every German message, around its {{placeholders}}. */
const germanWords = Object.values(CATALOGUES.de)
  .flatMap((group) => Object.values(group as Record<string, string>))
  .flatMap((message) => message.split(/\{\{\s*\w+\s*\}\}/))
  .map((part) => part.trim())
  .filter((part) => part.length >= 3);

describe('a block shows visitors only catalogue texts and its own content', () => {
  it.each(componentTypes)('%s, in German, has no built-in text left in English', (type) => {
    setLocale('de');
    for (const variant of [{}, ...(VARIANTS[type] ?? [])]) {
      const data = componentSchemas[type].content.parse(variant);
      const content = contentStrings(data);
      for (const text of visibleTexts(pageHtml(type, variant))) {
        const fromContent = content.some(
          (owned) =>
            owned.includes(text) || (text.includes(owned.trim()) && owned.trim().length > 2),
        );
        const fromCatalogue = germanWords.some((words) => text.includes(words));
        const properName = properNames.includes(text);
        expect(
          fromContent || fromCatalogue || properName,
          `${type} ${JSON.stringify(variant)}: "${text}"`,
        ).toBe(true);
      }
    }
  });
});
