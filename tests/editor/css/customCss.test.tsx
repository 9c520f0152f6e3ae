import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { EditorView } from '@codemirror/view';
import { CustomCssEditor, ExportCssButton } from '../../../src/editor/css/CustomCssEditor';
import { exportLayoutCss, EXPORT_SCOPE_ID, cssFileName } from '../../../src/editor/css/exportCss';
import { editorStore } from '../../../src/editor/store/editorStore';
import { emptyLayout, storeWith } from '../panels/panelHarness';

// The machine is shared: UI tests driven through user-event need room.
vi.setConfig({ testTimeout: 30_000 });

function typeCss(text: string) {
  const view = EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement)!;
  act(() => view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: text } }));
}

describe('custom CSS editor', () => {
  beforeEach(() => editorStore.getState().loadDocument(emptyLayout()));

  it('shows a syntax error with its line number, then applies the fixed CSS to the document', () => {
    render(<CustomCssEditor />);
    expect(screen.getByRole('textbox', { name: 'Custom CSS' })).toBeInTheDocument();
    typeCss('.one-text { color: red; }\n\n.one-share { color: blue;');
    expect(screen.getByRole('status')).toHaveTextContent(
      /Line 3, column 1: A “\{” is never closed/,
    );
    // The text is kept while it has an error (nothing typed is lost); the page skips that rule.
    expect(editorStore.getState().document.custom_css).toContain('.one-share { color: blue;');
    typeCss('.one-text { color: red; }\n\n.one-share { color: blue; }');
    expect(screen.getByRole('status')).toHaveTextContent('No problems: applied to the page.');
    expect(editorStore.getState().document.custom_css).toBe(
      '.one-text { color: red; }\n\n.one-share { color: blue; }',
    );
  });

  it('reports constructs the renderer drops (an @import), with the line', () => {
    render(<CustomCssEditor />);
    typeCss('a{color:red}\n@import url(https://evil.example/x.css);');
    expect(screen.getByRole('status')).toHaveTextContent(
      'Line 2, column 1: @import is not allowed in custom CSS',
    );
  });

  it('text past the length limit is not taken silently: the owner is told it is not applied', () => {
    render(<CustomCssEditor />);
    typeCss('a{color:red}');
    typeCss(`a{color:red}/*${'x'.repeat(100_000)}*/`);
    expect(screen.getByRole('alert')).toHaveTextContent(
      /Custom CSS is limited to 100,000 characters: this text has 100,016\. Changes past the limit are not applied or saved/,
    );
    expect(editorStore.getState().document.custom_css).toBe('a{color:red}');
    typeCss('a{color:blue}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(editorStore.getState().document.custom_css).toBe('a{color:blue}');
  });

  it('a burst of typing is one undo step', () => {
    render(<CustomCssEditor />);
    typeCss('a{color:red}');
    typeCss('a{color:blue}');
    typeCss('a{color:green}');
    editorStore.getState().undo();
    expect(editorStore.getState().document.custom_css).toBe('');
  });
});

describe('"Export CSS" downloads the layout’s complete stylesheet', () => {
  it('holds theme, grid, breakpoints, component and scoped custom CSS under the static export’s scope', () => {
    storeWith('text');
    editorStore.getState().setCustomCss('body { background: #fafafa } .one-text { color: red }');
    editorStore.getState().setGridSettings({ gap: '24px' });
    const css = exportLayoutCss(editorStore.getState().document);
    expect(EXPORT_SCOPE_ID).toBe('vitrine');
    expect(css).toContain('--one-primary:#3b82f6');
    expect(css).toContain('[data-one-layout="vitrine"]');
    expect(css).toContain('24px');
    expect(css).toContain('@media (min-width: 768px)');
    expect(css).toContain('.one-text');
    expect(css).toContain('[data-one-layout="vitrine"] .one-text');
    expect(css).toMatch(/\[data-one-layout="vitrine"\]\s*\{\s*background: #fafafa/);
  });

  it("the button is named 'Export CSS' exactly, with what it does as its description", () => {
    storeWith('text');
    render(<ExportCssButton />);
    const button = screen.getByRole('button', { name: 'Export CSS' });
    expect(button).toHaveAccessibleName('Export CSS');
    expect(button).toHaveAccessibleDescription(/one \.css file/);
  });

  it('names the file after the layout', () => {
    expect(cssFileName('Summer drop 2024!')).toBe('summer-drop-2024.css');
    expect(cssFileName('')).toBe('layout.css');
  });
});
