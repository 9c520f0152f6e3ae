/**
 * Plain formatting, as the rich-text editor writes it: elements that take no attribute here and
 * can neither run code, load anything nor restyle the page.
 */
const PHRASING = new Set(['strong', 'b', 'em', 'i', 'u', 's', 'code', 'sub', 'sup', 'br']);
const BLOCKS = new Set([
  'p',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'blockquote',
  'hr',
]);
/** Blocks whose content is text and phrasing only (the HTML parser closes them before a block). */
const TEXT_BLOCKS = new Set(['p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const VOID = new Set(['br', 'hr']);
/** The entities DOMPurify writes back as they are (every other one it writes as a character). */
const ENTITIES = ['&amp;', '&lt;', '&gt;', '&nbsp;'];

function blockAllowedIn(name: string, parent: string | undefined): boolean {
  if (parent === undefined) return name !== 'li';
  if (TEXT_BLOCKS.has(parent) || PHRASING.has(parent)) return false;
  if (name === 'li') return parent === 'ul' || parent === 'ol';
  return parent !== 'ul' && parent !== 'ol';
}

/**
 * True when `html` is only text and attribute-free formatting elements, properly nested as the
 * HTML parser would keep them: such HTML has nothing a sanitiser could remove, and DOMPurify
 * gives it back unchanged, so the sanitiser may skip parsing it (≈ 0.2 ms a text; a page of
 * hundreds of texts is parsed when it opens, and a text again on every keystroke). Anything
 * else — an attribute, another element, a comment, an unusual entity — answers false and goes
 * through DOMPurify. One pass over the string, no regular expression.
 */
export function isInertHtml(html: string): boolean {
  const open: string[] = [];
  let i = 0;
  while (i < html.length) {
    const code = html.charCodeAt(i);
    if (code === 60 /* < */) {
      const end = html.indexOf('>', i + 1);
      if (end < 0) return false;
      const closing = html.charCodeAt(i + 1) === 47; /* / */
      const name = html.slice(closing ? i + 2 : i + 1, end);
      if (!PHRASING.has(name) && !BLOCKS.has(name)) return false;
      const parent = open[open.length - 1];
      if (closing) {
        if (VOID.has(name) || parent !== name) return false;
        open.pop();
      } else {
        if (BLOCKS.has(name) && !blockAllowedIn(name, parent)) return false;
        if (!VOID.has(name)) open.push(name);
      }
      i = end + 1;
    } else if (code === 38 /* & */) {
      const entity = ENTITIES.find((e) => html.startsWith(e, i));
      if (!entity) return false;
      i += entity.length;
    } else if (
      code === 62 /* > */ ||
      code === 0 ||
      code === 13 /* \r: the parser turns it into \n */ ||
      code === 0xa0 /* written back as &nbsp; */
    ) {
      return false;
    } else {
      i++;
    }
  }
  return open.length === 0;
}
