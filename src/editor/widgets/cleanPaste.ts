import { Extension } from '@tiptap/react';
import { Plugin } from '@tiptap/pm/state';
import { withoutInlineCode } from './pastedHtml';

/**
 * Pasted HTML reaches ProseMirror's parser without what the page's policy refuses (event
 * handlers, inline styles, scripts, style sheets), so a paste from another page formats as it
 * should and the console stays clean (pastedHtml.ts says why no HTML parser may see them).
 */
export const CleanPaste = Extension.create({
  name: 'cleanPaste',
  addProseMirrorPlugins() {
    return [new Plugin({ props: { transformPastedHTML: (html) => withoutInlineCode(html) } })];
  },
});
