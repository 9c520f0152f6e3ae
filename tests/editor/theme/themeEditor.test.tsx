import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeEditor } from '../../../src/editor/theme/ThemeEditor';
import { editorStore } from '../../../src/editor/store/editorStore';
import { emptyLayout } from '../panels/panelHarness';
import { loadLazyParts } from '../support/lazyParts';

/** A field's label as shown: its name is the label, then what it is part of ("… of body text"). */
const shownAs = (label: string) =>
  new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( of .+)?$`);

beforeAll(loadLazyParts);

// The machine is shared: UI tests driven through user-event need room.
vi.setConfig({ testTimeout: 30_000 });

describe('theme editor (foundation.md theme variables)', () => {
  beforeEach(() => editorStore.getState().loadDocument(emptyLayout()));

  it('offers every colour in light and dark; editing one gives the layout its own theme', async () => {
    render(<ThemeEditor />);
    const user = userEvent.setup();
    for (const name of [
      'Background',
      'Foreground',
      'Background card',
      'Border input',
      'Primary foreground',
      'Bg overlay'.replace('Bg', 'Background'),
    ]) {
      expect(screen.getAllByLabelText(name, { selector: 'input' }).length).toBeGreaterThan(0);
    }
    expect(editorStore.getState().document.theme).toBeUndefined();
    fireEvent.change(document.getElementById('theme-light_primary')!, {
      target: { value: '#1d4ed8' },
    });
    expect(editorStore.getState().document.theme?.colors.light.primary).toBe('#1d4ed8');
    await user.click(screen.getByRole('tab', { name: 'Dark' }));
    fireEvent.change(document.getElementById('theme-dark_background')!, {
      target: { value: '#000000' },
    });
    expect(editorStore.getState().document.theme?.colors.dark.background).toBe('#000000');
  });

  it('warns when text on its background falls below WCAG AA, and the warning goes when fixed', () => {
    render(<ThemeEditor />);
    fireEvent.change(document.getElementById('theme-light_foreground')!, {
      target: { value: '#cccccc' },
    });
    const warnings = screen.getByRole('list', { name: 'Contrast warnings (light)' });
    expect(
      within(warnings).getByText('Foreground on background: 1.60:1, below WCAG AA (4.5:1)'),
    ).toBeInTheDocument();
    fireEvent.change(document.getElementById('theme-light_foreground')!, {
      target: { value: '#111111' },
    });
    expect(
      within(screen.getByRole('list', { name: 'Contrast warnings (light)' })).queryByText(
        /Foreground on background/,
      ),
    ).toBeNull();
  });

  it('offers the nearest passing colour beside a warning, and using it clears the warning', async () => {
    render(<ThemeEditor />);
    fireEvent.change(document.getElementById('theme-light_foreground')!, {
      target: { value: '#cccccc' },
    });
    const warnings = screen.getByRole('list', { name: 'Contrast warnings (light)' });
    const [offer] = within(warnings).getAllByRole('button', {
      name: /^Use #[0-9a-f]{6} for foreground$/,
    });
    await userEvent.setup().click(offer!);
    const chosen = editorStore.getState().document.theme?.colors.light.foreground ?? '';
    expect(offer!.textContent).toContain(chosen);
    expect(chosen).not.toBe('#cccccc');
    expect(
      within(screen.getByRole('list', { name: 'Contrast warnings (light)' })).queryByText(
        /Foreground on background/,
      ),
    ).toBeNull();
  });

  it('the canvas light/dark preview toggle sets the editor mode, not the document', async () => {
    render(<ThemeEditor />);
    await userEvent.setup().click(screen.getByRole('radio', { name: 'Dark' }));
    expect(editorStore.getState().themeMode).toBe('dark');
    expect(editorStore.getState().document.theme).toBeUndefined();
  });

  it('fonts: system list, Google family, Adobe kit URL checked, custom file URLs per format', () => {
    render(<ThemeEditor />);
    fireEvent.change(document.getElementById('theme-font_body_name')!, {
      target: { value: 'Georgia' },
    });
    expect(editorStore.getState().document.theme?.typography.body.name).toBe('Georgia');
    fireEvent.change(document.getElementById('theme-font_body_type')!, {
      target: { value: 'GOOGLE' },
    });
    fireEvent.change(document.getElementById('theme-font_body_name')!, {
      target: { value: 'Playfair Display' },
    });
    expect(editorStore.getState().document.theme?.typography.body).toMatchObject({
      type: 'GOOGLE',
      name: 'Playfair Display',
    });
    fireEvent.change(document.getElementById('theme-font_body_type')!, {
      target: { value: 'ADOBE' },
    });
    fireEvent.change(document.getElementById('theme-font_body_url')!, {
      target: { value: 'https://evil.example/kit.css' },
    });
    expect(
      screen.getByText('An Adobe Fonts kit URL starts with https://use.typekit.net/'),
    ).toBeInTheDocument();
    expect(editorStore.getState().document.theme?.typography.body.url).toBeUndefined();
    fireEvent.change(document.getElementById('theme-font_body_url')!, {
      target: { value: 'https://use.typekit.net/abc1234.css' },
    });
    expect(editorStore.getState().document.theme?.typography.body.url).toBe(
      'https://use.typekit.net/abc1234.css',
    );
    fireEvent.change(document.getElementById('theme-font_body_type')!, {
      target: { value: 'CUSTOM' },
    });
    fireEvent.change(document.getElementById('theme-font_body_font_files_woff2')!, {
      target: { value: 'https://cdn.example.com/brand.woff2' },
    });
    expect(editorStore.getState().document.theme?.typography.body.font_files.woff2).toBe(
      'https://cdn.example.com/brand.woff2',
    );
    const picker = screen.getByLabelText('Font files (woff2, woff, otf, ttf)');
    expect(picker).toHaveAttribute('accept', expect.stringContaining('.woff2'));
    // The editor's own client uploads them: no provider is needed above the editor.
    expect(picker).toBeEnabled();
  });

  it('radius and padding accept CSS lengths and refuse unsafe values', () => {
    render(<ThemeEditor />);
    fireEvent.change(screen.getByLabelText('Card radius'), { target: { value: '12px' } });
    expect(editorStore.getState().document.theme?.radius.card).toBe('12px');
    fireEvent.change(screen.getByLabelText('Card padding'), { target: { value: '1px;}body{x:y' } });
    expect(screen.getByText('Not a valid CSS length')).toBeInTheDocument();
    expect(editorStore.getState().document.theme?.padding.card).toBe('12px');
  });

  it('a refused value keeps its reason at the field, in the one error markup, and is not put back silently', async () => {
    render(<ThemeEditor />);
    const padding = screen.getByLabelText('Card padding');
    fireEvent.change(padding, { target: { value: '1px;}body{x:y' } });
    const user = userEvent.setup();
    await user.tab();
    expect(padding).toHaveValue('1px;}body{x:y');
    expect(padding).toHaveAttribute('aria-invalid', 'true');
    const reason = document.getElementById(`${padding.id}__error`)!;
    expect(padding.getAttribute('aria-describedby')).toContain(reason.id);
    expect(reason).toHaveClass('one-editor-errors');
    expect(reason).toHaveTextContent('Not a valid CSS length');
    expect(editorStore.getState().document.theme?.padding.card ?? '12px').toBe('12px');
  });

  it('every label the theme panel showed is still there, on the generated fields', () => {
    render(<ThemeEditor />);
    for (const label of [
      'Supports dark mode',
      'Visitors first see',
      'Source',
      'Font',
      'Weight',
      'Uppercase',
      'Use the body font for headings',
      'Card radius',
      'Button radius',
      'Card padding',
    ])
      // A field inside a group is named after it too ("Source of body text"): the label shows first.
      expect(screen.getAllByLabelText(shownAs(label)).length, label).toBeGreaterThan(0);
    fireEvent.change(document.getElementById('theme-font_body_type')!, {
      target: { value: 'GOOGLE' },
    });
    expect(screen.getAllByLabelText(shownAs('Font family name')).length).toBeGreaterThan(0);
    expect(screen.getByText(/Type the family as Google Fonts names it/)).toBeInTheDocument();
    fireEvent.change(document.getElementById('theme-font_body_type')!, {
      target: { value: 'CUSTOM' },
    });
    for (const label of ['woff2 file URL', 'woff file URL', 'otf file URL', 'ttf file URL'])
      expect(screen.getAllByLabelText(shownAs(label)).length, label).toBeGreaterThan(0);
  });

  it('turning dark mode off previews the canvas in light, and offers no dark preview', async () => {
    render(<ThemeEditor />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('radio', { name: 'Dark' }));
    expect(editorStore.getState().themeMode).toBe('dark');
    await user.click(screen.getByRole('switch', { name: 'Supports dark mode' }));
    expect(editorStore.getState().document.theme?.colors.supports_dark_mode).toBe(false);
    expect(editorStore.getState().themeMode).toBe('light');
    expect(screen.getByRole('radio', { name: 'Dark' })).toBeDisabled();
  });
});
