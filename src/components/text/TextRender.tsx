import { useMemo, type MouseEvent } from 'react';
import type { ComponentRenderProps } from '../types';
import { sanitizeHtml } from '../../schema/sanitize/html';
import type { TextData, TextStyles } from './schema';
import { textStyleVars } from './typographyCss';

/** In builder mode links show but do not navigate (glossary: builder mode). */
function stopLinks(event: MouseEvent<HTMLDivElement>) {
  if ((event.target as Element).closest('a')) event.preventDefault();
}

/**
 * The paragraphs of HTML that is nothing but paragraphs of plain text — no tag, no character
 * reference inside one — else null. Most texts of a page are such, and the browser makes
 * their elements more quickly from React's elements than by parsing them as HTML, which a page
 * of hundreds of texts pays for once per text. The elements are the same either way.
 */
export function plainParagraphs(html: string): string[] | null {
  if (!/^(?:<p>[^<>&]*<\/p>)+$/.test(html)) return null;
  return html.slice('<p>'.length, -'</p>'.length).split('</p><p>');
}

export function TextRender({ data, styles, builder }: ComponentRenderProps<TextData, TextStyles>) {
  // The schema already sanitised the content; sanitising again here guards HTML that reached the
  // renderer some other way (an unparsed document in a test or preview). It is idempotent.
  const html = useMemo(() => sanitizeHtml(data.content), [data.content]);
  const style = useMemo(() => textStyleVars(styles), [styles]);
  const paragraphs = useMemo(() => plainParagraphs(html), [html]);
  if (html.trim() === '') {
    return builder ? <div className="one-empty-state">Write some text in the panel</div> : null;
  }
  return (
    // The owner's words are in the owner's language, whatever the page's: each text block takes
    // its direction from its own first letter, so an English paragraph on a right-to-left page
    // keeps its full stop at the end.
    <div
      className="one-text"
      dir="auto"
      style={style}
      onClickCapture={builder ? stopLinks : undefined}
      dangerouslySetInnerHTML={paragraphs ? undefined : { __html: html }}
    >
      {paragraphs?.map((text, index) => (
        <p key={index}>{text}</p>
      ))}
    </div>
  );
}
