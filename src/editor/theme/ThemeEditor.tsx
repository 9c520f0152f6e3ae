import { useCallback, useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '../../ui/tabs/TabTrigger';
import { defaultTheme, themeSchema, type Theme } from '../../schema/theme/theme';
import { LazySchemaForm } from '../panels/form/LazySchemaForm';
import { usePanelEnvironment } from '../panels/usePanelEnvironment';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectTheme, selectThemeMode } from '../store/selectors';
import { ContrastWarnings } from './ContrastWarnings';
import { FontFileUpload } from './FontFileUpload';
import { themeForms, type ThemeForm } from './themeForms';

type Json = Record<string, unknown>;

/** Puts a form's checked value into the theme; the whole theme is checked again before it is kept. */
function commitTheme(form: ThemeForm, value: Json, fieldId: string | undefined): void {
  const state = editorStore.getState();
  const theme = state.document.theme ?? defaultTheme;
  const parsed = themeSchema().safeParse(form.write(theme, value));
  if (!parsed.success) return;
  state.setTheme(parsed.data, `theme:${form.id}:${fieldId ?? ''}`);
  if (form === themeForms.general && value.supports_dark_mode !== true) state.setThemeMode('light');
}

/** One of the theme's forms, generated from its schema and hints like a component's panel. */
function ThemeFormView({
  form,
  theme,
  fieldNote,
}: {
  form: ThemeForm;
  theme: Theme;
  fieldNote?: (hintKey: string) => ReactNode;
}) {
  const env = usePanelEnvironment();
  const value = useMemo(() => form.read(theme), [form, theme]);
  const onCommit = useCallback(
    (next: Json, fieldId: string | undefined) => commitTheme(form, next, fieldId),
    [form],
  );
  return (
    <LazySchemaForm
      idPrefix={form.id}
      schema={form.schema}
      hints={form.hints}
      value={value}
      onCommit={onCommit}
      fieldNote={fieldNote}
      {...env}
    />
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <details className="one-editor-section" open role="group" aria-labelledby={titleId}>
      <summary id={titleId}>{title}</summary>
      <div className="one-editor-section-body">{children}</div>
    </details>
  );
}

/** Under a font's fields: how a Google family is named, and the upload of font files. */
function fontNote(theme: Theme) {
  return (hintKey: string): ReactNode => {
    const parts = hintKey.split('.');
    const [which, field] = parts as ['body' | 'heading', string | undefined];
    if (parts.length !== 2 || (which !== 'body' && which !== 'heading')) return null;
    const font = theme.typography[which];
    if (field === 'name' && font.type === 'GOOGLE') {
      return (
        <p className="one-editor-help">
          Type the family as Google Fonts names it (for example Inter or Playfair Display); the
          stylesheet link is built from it.
        </p>
      );
    }
    if (field === 'font_files' && font.type === 'CUSTOM') return <FontFileUpload which={which} />;
    return null;
  };
}

/**
 * The layout's theme (foundation.md "Theme variables"): every colour in light and dark with
 * contrast warnings, fonts from four sources, radii and card padding — forms generated from the
 * theme schema's fields and their hints (`themeForms.ts`). Changes show on the canvas as they
 * are made; the canvas's light/dark preview is the toggle at the top.
 */
export function ThemeEditor() {
  const stored = useEditorStore(selectTheme);
  const theme = stored ?? defaultTheme;
  const previewMode = useEditorStore(selectThemeMode);
  const hasOwnTheme = stored !== undefined;
  const [colorTab, setColorTab] = useState<'light' | 'dark'>(previewMode);
  useEffect(() => setColorTab(previewMode), [previewMode]);
  const typographyNote = useMemo(() => fontNote(theme), [theme]);

  return (
    <section className="one-editor-page-section" aria-labelledby="theme-editor-title">
      <h3 id="theme-editor-title" className="one-editor-section-title">
        Theme
      </h3>
      {!hasOwnTheme ? (
        <p className="one-editor-help">
          This layout uses the default theme. Any change gives it its own.
        </p>
      ) : null}
      <div className="one-editor-field">
        <span id="theme-preview-label" className="one-editor-label">
          Preview the canvas in
        </span>
        <div
          role="radiogroup"
          aria-labelledby="theme-preview-label"
          className="one-editor-panel-segmented"
        >
          {(['light', 'dark'] as const).map((mode) => (
            <label
              key={mode}
              className="one-editor-segment"
              data-checked={previewMode === mode || undefined}
            >
              <input
                type="radio"
                name="theme-preview"
                value={mode}
                checked={previewMode === mode}
                disabled={mode === 'dark' && !theme.colors.supports_dark_mode}
                onChange={() => editorStore.getState().setThemeMode(mode)}
              />
              <span>{mode === 'light' ? 'Light' : 'Dark'}</span>
            </label>
          ))}
        </div>
      </div>
      <ThemeFormView form={themeForms.general} theme={theme} />

      <Section title="Colours">
        <Tabs.Root value={colorTab} onValueChange={(v) => setColorTab(v as 'light' | 'dark')}>
          <Tabs.List aria-label="Colour set" className="one-editor-tab-list">
            <TabTrigger value="light" className="one-editor-panel-tab">
              Light
            </TabTrigger>
            <TabTrigger value="dark" className="one-editor-panel-tab">
              Dark
            </TabTrigger>
          </Tabs.List>
          {(['light', 'dark'] as const).map((mode) => (
            <Tabs.Content key={mode} value={mode} className="one-editor-tab-panel">
              <ContrastWarnings mode={mode} colors={theme.colors[mode]} />
              <ThemeFormView form={themeForms[mode]} theme={theme} />
            </Tabs.Content>
          ))}
        </Tabs.Root>
      </Section>

      <Section title="Typography">
        <ThemeFormView form={themeForms.typography} theme={theme} fieldNote={typographyNote} />
      </Section>

      <Section title="Shape">
        <ThemeFormView form={themeForms.shape} theme={theme} />
      </Section>
      {hasOwnTheme ? (
        <button
          type="button"
          className="one-editor-panel-button one-editor-secondary"
          onClick={() => editorStore.getState().setTheme(undefined)}
        >
          Use the default theme
        </button>
      ) : null}
    </section>
  );
}
