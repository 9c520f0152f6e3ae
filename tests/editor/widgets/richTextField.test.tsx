import { act, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SchemaForm } from '../../../src/editor/panels/form/SchemaForm';
import { RichTextField } from '../../../src/editor/widgets/RichTextField';
import { defaultTheme } from '../../../src/schema/theme/theme';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);

vi.setConfig({ testTimeout: 30_000 });

type TipTapElement = HTMLElement & {
  editor?: {
    getHTML(): string;
    commands: { setContent(html: string, options: object): void };
  };
};

/** The TipTap editor of the field named `name`, focusing the field first if it shows its text. */
function editorOf(name: string) {
  const shown = screen.getByRole('textbox', { name }) as TipTapElement;
  if (!shown.editor) act(() => shown.focus());
  const editor = (screen.getByRole('textbox', { name }) as TipTapElement).editor;
  if (!editor) throw new Error('no TipTap editor on the field');
  return editor;
}

/**
 * the rich-text field sends each keystroke to the document at once and the form
 * catches up later, so the form's copy of the text can lag behind the field. A lagging copy
 * must never be written back into the field (the owner would lose the keys typed since); an
 * outside change (undo, redo) must.
 */
describe('the rich-text field reloads only on outside changes', () => {
  it('keeps its own newer text when the form passes an older one back, and loads undo', () => {
    const onChange = vi.fn();
    const field = (value: string, outsideChanges: number) => (
      <>
        <span id="label">Text</span>
        <RichTextField
          id="text"
          value={value}
          onChange={onChange}
          labelledBy="label"
          outsideChanges={outsideChanges}
        />
      </>
    );
    const view = render(field('<p>a</p>', 0));
    act(() => editorOf('Text').commands.setContent('<p>abc</p>', { emitUpdate: true }));
    expect(onChange).toHaveBeenLastCalledWith('<p>abc</p>');

    // The form catches up with an earlier keystroke: the field keeps what the owner typed.
    view.rerender(field('<p>ab</p>', 0));
    expect(editorOf('Text').getHTML()).toBe('<p>abc</p>');

    // Undo replaced the value from outside: the field shows it.
    view.rerender(field('<p>a</p>', 1));
    expect(editorOf('Text').getHTML()).toBe('<p>a</p>');
  });

  it('in a generated form, a keystroke reaches the document before the form re-renders', () => {
    const schema = z.object({ content: z.string().default('<p>start</p>') });
    const commits: unknown[] = [];
    render(
      <SchemaForm
        idPrefix="f"
        schema={schema}
        hints={{ content: { widget: 'richtext', label: 'Body' } }}
        value={{ content: '<p>start</p>' }}
        onCommit={(next) => commits.push(next)}
        theme={defaultTheme}
        themeMode="light"
      />,
    );
    // No act(): the commit must not wait for React to render the form.
    editorOf('Body').commands.setContent('<p>typed</p>', { emitUpdate: true });
    expect(commits).toEqual([{ content: '<p>typed</p>' }]);
  });

  it('a rich-text field inside a list item writes that item only', () => {
    const schema = z.object({
      posts: z.array(z.object({ id: z.string(), body: z.string() })).default([]),
    });
    const commits: { posts: { id: string; body: string }[] }[] = [];
    render(
      <SchemaForm
        idPrefix="f"
        schema={schema}
        hints={{ 'posts.*.body': { widget: 'richtext', label: 'Body' } }}
        value={{
          posts: [
            { id: 'a', body: '<p>first</p>' },
            { id: 'b', body: '<p>second</p>' },
          ],
        }}
        onCommit={(next) => commits.push(next as (typeof commits)[number])}
        theme={defaultTheme}
        themeMode="light"
      />,
    );
    expect(screen.getAllByRole('textbox', { name: /Body/ })).toHaveLength(2);
    act(() => screen.getAllByRole('textbox', { name: /Body/ })[1]!.focus());
    const editors = screen.getAllByRole('textbox', { name: /Body/ }) as TipTapElement[];
    expect(editors[0]!.editor).toBeUndefined();
    editors[1]!.editor!.commands.setContent('<p>second, edited</p>', { emitUpdate: true });
    expect(commits.at(-1)?.posts).toEqual([
      { id: 'a', body: '<p>first</p>' },
      { id: 'b', body: '<p>second, edited</p>' },
    ]);
  });
});

describe('the rich-text field reports its HTML as TipTap writes it', () => {
  it('gives the same HTML as getHTML() for formatting, lists and links', () => {
    const onChange = vi.fn();
    render(
      <>
        <span id="l">Text</span>
        <RichTextField id="t" value="<p>a</p>" onChange={onChange} labelledBy="l" />
      </>,
    );
    const editor = editorOf('Text') as ReturnType<typeof editorOf> & { getHTML(): string };
    const html =
      '<h2>Title</h2><p>One <strong>bold</strong> <em>word</em> and a <a target="_blank" rel="noopener noreferrer nofollow" href="https://example.com">link</a></p><ul><li><p>item</p></li></ul>';
    act(() => editor.commands.setContent(html, { emitUpdate: true }));
    expect(onChange).toHaveBeenLastCalledWith(editor.getHTML());
    expect(editor.getHTML()).toContain('<strong>bold</strong>');
  });
});

describe('the rich-text field builds its editor only when it is focused', () => {
  it('shows the text, toolbar and label first; focusing it puts the editor in its place, focused, with the same text', () => {
    const schema = z.object({ content: z.string().default('<p>start</p>') });
    render(
      <SchemaForm
        idPrefix="f"
        schema={schema}
        hints={{ content: { widget: 'richtext', label: 'Body' } }}
        value={{ content: '<p>Shown <strong>as it is</strong></p>' }}
        onCommit={() => undefined}
        theme={defaultTheme}
        themeMode="light"
      />,
    );
    const shown = screen.getByRole('textbox', { name: 'Body' }) as TipTapElement;
    expect(shown.editor).toBeUndefined();
    expect(shown.innerHTML).toBe('<p>Shown <strong>as it is</strong></p>');
    expect(screen.getByRole('toolbar', { name: 'Text formatting in Body' })).toBeInTheDocument();

    act(() => shown.focus());
    const field = screen.getByRole('textbox', { name: 'Body' }) as TipTapElement;
    expect(field.editor?.getHTML()).toBe('<p>Shown <strong>as it is</strong></p>');
    expect(document.activeElement).toBe(field);
  });
});
