import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ThemeEditor } from '../../../src/editor/theme/ThemeEditor';
import { editorStore } from '../../../src/editor/store/editorStore';
import { emptyLayout } from '../panels/panelHarness';

// The machine is shared: UI tests driven through user-event need room.
vi.setConfig({ testTimeout: 30_000 });

describe('issue 7: theme editor (foundation.md §3 theme variables)', () => {
  beforeEach(() =>
    editorStore.getState().loadDocument(emptyLayout(), { layoutId: null, revision: null }),
  );

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
    fireEvent.change(document.getElementById('theme-light-primary')!, {
      target: { value: '#1d4ed8' },
    });
    expect(editorStore.getState().document.theme?.colors.light.primary).toBe('#1d4ed8');
    await user.click(screen.getByRole('tab', { name: 'Dark' }));
    fireEvent.change(document.getElementById('theme-dark-background')!, {
      target: { value: '#000000' },
    });
    expect(editorStore.getState().document.theme?.colors.dark.background).toBe('#000000');
  });

  it('warns when text on its background falls below WCAG AA, and the warning goes when fixed', () => {
    render(<ThemeEditor />);
    fireEvent.change(document.getElementById('theme-light-foreground')!, {
      target: { value: '#cccccc' },
    });
    const warnings = screen.getByRole('list', { name: 'Contrast warnings (light)' });
    expect(
      within(warnings).getByText('Foreground on background: 1.60:1, below WCAG AA (4.5:1)'),
    ).toBeInTheDocument();
    fireEvent.change(document.getElementById('theme-light-foreground')!, {
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
    fireEvent.change(document.getElementById('theme-light-foreground')!, {
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
    fireEvent.change(document.getElementById('theme-font-body-name')!, {
      target: { value: 'Georgia' },
    });
    expect(editorStore.getState().document.theme?.typography.body.name).toBe('Georgia');
    fireEvent.change(document.getElementById('theme-font-body-type')!, {
      target: { value: 'GOOGLE' },
    });
    fireEvent.change(document.getElementById('theme-font-body-name')!, {
      target: { value: 'Playfair Display' },
    });
    expect(editorStore.getState().document.theme?.typography.body).toMatchObject({
      type: 'GOOGLE',
      name: 'Playfair Display',
    });
    fireEvent.change(document.getElementById('theme-font-body-type')!, {
      target: { value: 'ADOBE' },
    });
    fireEvent.change(document.getElementById('theme-font-body-url')!, {
      target: { value: 'https://evil.example/kit.css' },
    });
    expect(
      screen.getByText('An Adobe Fonts kit URL starts with https://use.typekit.net/'),
    ).toBeInTheDocument();
    expect(editorStore.getState().document.theme?.typography.body.url).toBeUndefined();
    fireEvent.change(document.getElementById('theme-font-body-url')!, {
      target: { value: 'https://use.typekit.net/abc1234.css' },
    });
    expect(editorStore.getState().document.theme?.typography.body.url).toBe(
      'https://use.typekit.net/abc1234.css',
    );
    fireEvent.change(document.getElementById('theme-font-body-type')!, {
      target: { value: 'CUSTOM' },
    });
    fireEvent.change(document.getElementById('theme-font-body-file-woff2')!, {
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
});
