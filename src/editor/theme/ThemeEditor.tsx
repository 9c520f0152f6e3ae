import { Images, Upload } from 'lucide-react';
import { useEffect, useId, useMemo, useState, type ReactNode } from 'react';
import * as Tabs from '@radix-ui/react-tabs';
import { TabTrigger } from '../../ui/tabs/TabTrigger';
import { useOptionalApiClient } from '../../client/ClientProvider';
import { MediaLibraryDialog } from '../media/MediaLibraryDialog';
import { editorClient } from '../persistence/editorClient';
import {
  defaultTheme,
  fontSources as fontSourceNames,
  themeColorNames,
  themeSchema,
  type FontSettings,
  type Theme,
} from '../../schema/theme/theme';
import { issueMessage, setAt } from '../panels/form/zodCheck';
import { withBrowserLengthCheck } from '../../schema/cssValue';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectTheme, selectThemeMode } from '../store/selectors';
import { ColorField } from '../widgets/ColorField';
import { colorLabel, contrastWarnings, formatRatio } from './contrast';
import { contrastFix } from './nearestPassing';
import {
  FONT_FILE_FORMATS,
  FONT_SOURCE_LABELS,
  FONT_WEIGHTS,
  SYSTEM_FONTS,
  fontFileFormat,
  fontUrlProblem,
} from './fonts';

type Path = (string | number)[];

function useThemeUpdate() {
  const stored = useEditorStore(selectTheme);
  const theme = stored ?? defaultTheme;
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = (path: Path, value: unknown) => {
    const key = path.join('.');
    const candidate = setAt(theme, path, value);
    const parsed = withBrowserLengthCheck(() => themeSchema.safeParse(candidate));
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      setErrors((e) => ({ ...e, [key]: issue ? issueMessage(issue) : 'Not valid' }));
      return;
    }
    setErrors((e) => {
      const { [key]: _removed, ...rest } = e;
      return rest;
    });
    editorStore.getState().setTheme(parsed.data, `theme:${key}`);
  };
  return { theme, update, errors };
}

function ErrorText({ id, message }: { id: string; message?: string }) {
  return message ? (
    <p id={id} className="one-ed-error" role="alert">
      {message}
    </p>
  ) : null;
}

/** A CSS length typed freely, written when valid (radius, padding). */
function LengthInput({
  id,
  label,
  value,
  onChange,
  error,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <div className="one-ed-field">
      <label htmlFor={id} className="one-ed-label">
        {label}
      </label>
      <input
        id={id}
        className="one-ed-input"
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}__error` : undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          onChange(e.target.value);
        }}
      />
      <ErrorText id={`${id}__error`} message={error} />
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <details className="one-ed-section" open role="group" aria-labelledby={titleId}>
      <summary id={titleId}>{title}</summary>
      <div className="one-ed-section-body">{children}</div>
    </details>
  );
}

function ColorsEditor({
  mode,
  theme,
  update,
  errors,
}: {
  mode: 'light' | 'dark';
  theme: Theme;
  update: (p: Path, v: unknown) => void;
  errors: Record<string, string>;
}) {
  const colors = theme.colors[mode];
  const warnings = contrastWarnings(colors);
  return (
    <>
      <div role="status" aria-live="polite" className="one-ed-contrast">
        {warnings.length === 0 ? (
          <p className="one-ed-ok">
            Every text colour meets WCAG AA contrast (4.5:1) on its background.
          </p>
        ) : (
          <ul className="one-ed-warnings" aria-label={`Contrast warnings (${mode})`}>
            {warnings.map((w) => {
              const fix = contrastFix(colors, w);
              return (
                <li key={`${w.text}-${w.background}`} className="one-ed-warning">
                  {colorLabel(w.text)} on {colorLabel(w.background).toLowerCase()}:{' '}
                  {formatRatio(w.ratio)}, below WCAG AA (4.5:1)
                  {fix ? (
                    <>
                      {' '}
                      <button
                        type="button"
                        className="one-ed-contrast-fix"
                        onClick={() => update(['colors', mode, fix.name], fix.value)}
                      >
                        <span
                          className="one-ed-fix-swatch"
                          style={{ background: fix.value }}
                          aria-hidden="true"
                        />
                        Use {fix.value} for {colorLabel(fix.name).toLowerCase()}
                      </button>
                    </>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </div>
      {themeColorNames.map((name) => {
        const id = `theme-${mode}-${name}`;
        const key = `colors.${mode}.${name}`;
        return (
          <div className="one-ed-field" key={name}>
            <label htmlFor={id} id={`${id}__label`} className="one-ed-label">
              {colorLabel(name)}
            </label>
            <ColorField
              id={id}
              label={`${colorLabel(name)} (${mode})`}
              value={colors[name]}
              clearable={false}
              invalid={Boolean(errors[key])}
              describedBy={errors[key] ? `${id}__error` : undefined}
              onChange={(v) => update(['colors', mode, name], v ?? '')}
            />
            <ErrorText id={`${id}__error`} message={errors[key]} />
          </div>
        );
      })}
    </>
  );
}

function FontEditor({
  which,
  font,
  update,
  errors,
}: {
  which: 'body' | 'heading';
  font: FontSettings;
  update: (p: Path, v: unknown) => void;
  errors: Record<string, string>;
}) {
  const base: Path = ['typography', which];
  const id = (field: string) => `theme-font-${which}-${field}`;
  // The editor's own client (with the owner's key) unless a provider above gives one, as the
  // panels' uploads do: /editor has no provider, and font files upload like images.
  const provided = useOptionalApiClient();
  const client = useMemo(() => provided ?? editorClient(), [provided]);
  const canUploadFonts = Boolean(client);
  const [uploadProblem, setUploadProblem] = useState<string | null>(null);
  const [fontLibraryOpen, setFontLibraryOpen] = useState(false);
  const [urlDrafts, setUrlDrafts] = useState<Record<string, string>>({});
  const urlProblem = (field: string, value: string, adobe = false) =>
    fontUrlProblem(value, adobe) ?? undefined;

  const setUrl = (path: Path, field: string, value: string, adobe = false) => {
    setUrlDrafts((d) => ({ ...d, [field]: value }));
    if (!urlProblem(field, value, adobe))
      update(path, value.trim() === '' ? undefined : value.trim());
  };

  return (
    <fieldset className="one-ed-group">
      <legend>{which === 'body' ? 'Body text' : 'Headings'}</legend>
      <div className="one-ed-field">
        <label htmlFor={id('type')} className="one-ed-label">
          Source
        </label>
        <select
          id={id('type')}
          className="one-ed-input one-ed-select"
          value={font.type}
          onChange={(e) => update([...base, 'type'], e.target.value)}
        >
          {fontSourceNames.map((s) => (
            <option key={s} value={s}>
              {FONT_SOURCE_LABELS[s]}
            </option>
          ))}
        </select>
      </div>
      <div className="one-ed-field">
        <label htmlFor={id('name')} className="one-ed-label">
          {font.type === 'SYSTEM' ? 'Font' : 'Font family name'}
        </label>
        {font.type === 'SYSTEM' ? (
          <select
            id={id('name')}
            className="one-ed-input one-ed-select"
            value={font.name}
            onChange={(e) => update([...base, 'name'], e.target.value)}
          >
            {!(SYSTEM_FONTS as readonly string[]).includes(font.name) ? (
              <option value={font.name}>{font.name}</option>
            ) : null}
            {SYSTEM_FONTS.map((f) => (
              <option key={f} value={f}>
                {f}
              </option>
            ))}
          </select>
        ) : (
          <LengthlessText
            id={id('name')}
            value={font.name}
            onChange={(v) => update([...base, 'name'], v)}
            error={errors[`typography.${which}.name`]}
          />
        )}
      </div>
      {font.type === 'GOOGLE' ? (
        <p className="one-ed-help">
          Type the family as Google Fonts names it (for example Inter or Playfair Display); the
          stylesheet link is built from it.
        </p>
      ) : null}
      {font.type === 'ADOBE' ? (
        <div className="one-ed-field">
          <label htmlFor={id('url')} className="one-ed-label">
            Kit URL
          </label>
          <input
            id={id('url')}
            className="one-ed-input"
            placeholder="https://use.typekit.net/abc1234.css"
            value={urlDrafts.url ?? font.url ?? ''}
            aria-invalid={urlProblem('url', urlDrafts.url ?? '', true) ? true : undefined}
            aria-describedby={`${id('url')}__error`}
            onChange={(e) => setUrl([...base, 'url'], 'url', e.target.value, true)}
          />
          <ErrorText
            id={`${id('url')}__error`}
            message={urlProblem('url', urlDrafts.url ?? '', true)}
          />
        </div>
      ) : null}
      {font.type === 'CUSTOM' ? (
        <>
          <div className="one-ed-field">
            <label htmlFor={id('files')} className="one-ed-label">
              Font files (woff2, woff, otf, ttf)
            </label>
            <div className="one-ed-upload-actions">
              <label className="one-ed-upload-file one-editor-button">
                <Upload aria-hidden size={14} />
                <span aria-hidden>Upload font files</span>
                <input
                  id={id('files')}
                  type="file"
                  multiple
                  accept=".woff2,.woff,.otf,.ttf,font/woff2,font/woff,font/otf,font/ttf"
                  disabled={!canUploadFonts}
                  aria-describedby={`${id('files')}__help`}
                  onChange={async (e) => {
                    setUploadProblem(null);
                    const files = [...(e.target.files ?? [])];
                    e.target.value = '';
                    for (const file of files) {
                      const format = fontFileFormat(file.name);
                      if (!format) {
                        setUploadProblem(`${file.name} is not a woff2, woff, otf or ttf file.`);
                        continue;
                      }
                      try {
                        const result = await client.uploads.upload(file, { kind: 'font' });
                        if (result) update([...base, 'font_files', format], result.url);
                      } catch (error) {
                        setUploadProblem(
                          `The upload of ${file.name} failed: ${(error as Error).message}`,
                        );
                      }
                    }
                  }}
                />
              </label>
              <button
                type="button"
                className="one-editor-button"
                disabled={!canUploadFonts}
                onClick={() => setFontLibraryOpen(true)}
              >
                <Images aria-hidden size={14} /> Font files from the media library
              </button>
            </div>
            <MediaLibraryDialog
              open={fontLibraryOpen}
              onOpenChange={setFontLibraryOpen}
              client={client}
              kind="font"
              onPick={(item) => {
                setFontLibraryOpen(false);
                const format = fontFileFormat(item.url);
                if (!format) return;
                // What was typed in that format's field gives way to the picked file.
                setUrlDrafts(({ [`file-${format}`]: _typed, ...rest }) => rest);
                update([...base, 'font_files', format], item.url);
              }}
            />
            <p id={`${id('files')}__help`} className="one-ed-help">
              {canUploadFonts
                ? 'Choose one file per format; the browser uses the first it supports.'
                : 'This server does not store font files yet: paste the https:// address of each file below.'}
            </p>
            <ErrorText id={`${id('files')}__problem`} message={uploadProblem ?? undefined} />
          </div>
          {FONT_FILE_FORMATS.map((format) => {
            const field = `file-${format}`;
            const draft = urlDrafts[field] ?? font.font_files[format] ?? '';
            return (
              <div className="one-ed-field" key={format}>
                <label htmlFor={id(field)} className="one-ed-label">
                  {format} file URL
                </label>
                <input
                  id={id(field)}
                  className="one-ed-input"
                  placeholder={`https://…/font.${format}`}
                  value={draft}
                  aria-invalid={urlProblem(field, draft) ? true : undefined}
                  aria-describedby={`${id(field)}__error`}
                  onChange={(e) => setUrl([...base, 'font_files', format], field, e.target.value)}
                />
                <ErrorText id={`${id(field)}__error`} message={urlProblem(field, draft)} />
              </div>
            );
          })}
        </>
      ) : null}
      <div className="one-ed-field">
        <label htmlFor={id('weight')} className="one-ed-label">
          Weight
        </label>
        <select
          id={id('weight')}
          className="one-ed-input one-ed-select"
          value={font.weight}
          onChange={(e) => update([...base, 'weight'], Number(e.target.value))}
        >
          {FONT_WEIGHTS.map((w) => (
            <option key={w} value={w}>
              {w}
            </option>
          ))}
        </select>
      </div>
      <label className="one-ed-toggle">
        <input
          type="checkbox"
          role="switch"
          checked={font.uppercase}
          onChange={(e) => update([...base, 'uppercase'], e.target.checked)}
        />
        <span className="one-ed-toggle-track" aria-hidden="true" />
        <span className="one-ed-toggle-label">Uppercase</span>
      </label>
    </fieldset>
  );
}

function LengthlessText({
  id,
  value,
  onChange,
  error,
}: {
  id: string;
  value: string;
  onChange: (v: string) => void;
  error?: string;
}) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  return (
    <>
      <input
        id={id}
        className="one-ed-input"
        value={draft}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}__error` : undefined}
        onChange={(e) => {
          setDraft(e.target.value);
          onChange(e.target.value);
        }}
      />
      <ErrorText id={`${id}__error`} message={error} />
    </>
  );
}

/**
 * The layout's theme (foundation.md §3 "Theme variables"): every colour in light and dark with
 * contrast warnings, fonts from four sources, radii and card padding. Changes show on the canvas
 * as they are made; the canvas's light/dark preview is the toggle at the top.
 */
export function ThemeEditor() {
  const { theme, update, errors } = useThemeUpdate();
  const previewMode = useEditorStore(selectThemeMode);
  const hasOwnTheme = useEditorStore((s) => s.document.theme !== undefined);
  const [colorTab, setColorTab] = useState<'light' | 'dark'>(previewMode);
  useEffect(() => setColorTab(previewMode), [previewMode]);

  return (
    <section className="one-ed-page-section" aria-labelledby="theme-editor-title">
      <h3 id="theme-editor-title" className="one-ed-section-title">
        Theme
      </h3>
      {!hasOwnTheme ? (
        <p className="one-ed-help">
          This layout uses the default theme. Any change gives it its own.
        </p>
      ) : null}
      <div className="one-ed-field">
        <span id="theme-preview-label" className="one-ed-label">
          Preview the canvas in
        </span>
        <div role="radiogroup" aria-labelledby="theme-preview-label" className="one-ed-segmented">
          {(['light', 'dark'] as const).map((mode) => (
            <label
              key={mode}
              className="one-ed-segment"
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
      <label className="one-ed-toggle">
        <input
          type="checkbox"
          role="switch"
          checked={theme.colors.supports_dark_mode}
          onChange={(e) => {
            update(['colors', 'supports_dark_mode'], e.target.checked);
            if (!e.target.checked) editorStore.getState().setThemeMode('light');
          }}
        />
        <span className="one-ed-toggle-track" aria-hidden="true" />
        <span className="one-ed-toggle-label">Supports dark mode</span>
      </label>
      <div className="one-ed-field">
        <label htmlFor="theme-mode" className="one-ed-label">
          Visitors first see
        </label>
        <select
          id="theme-mode"
          className="one-ed-input one-ed-select"
          value={theme.mode}
          onChange={(e) => update(['mode'], e.target.value)}
        >
          <option value="light">Light</option>
          <option value="dark">Dark</option>
        </select>
      </div>

      <Section title="Colours">
        <Tabs.Root value={colorTab} onValueChange={(v) => setColorTab(v as 'light' | 'dark')}>
          <Tabs.List aria-label="Colour set" className="one-ed-tab-list">
            <TabTrigger value="light" className="one-ed-tab">
              Light
            </TabTrigger>
            <TabTrigger value="dark" className="one-ed-tab">
              Dark
            </TabTrigger>
          </Tabs.List>
          <Tabs.Content value="light" className="one-ed-tab-panel">
            <ColorsEditor mode="light" theme={theme} update={update} errors={errors} />
          </Tabs.Content>
          <Tabs.Content value="dark" className="one-ed-tab-panel">
            <ColorsEditor mode="dark" theme={theme} update={update} errors={errors} />
          </Tabs.Content>
        </Tabs.Root>
      </Section>

      <Section title="Typography">
        <FontEditor which="body" font={theme.typography.body} update={update} errors={errors} />
        <label className="one-ed-toggle">
          <input
            type="checkbox"
            role="switch"
            checked={theme.typography.use_body_for_headings}
            onChange={(e) => update(['typography', 'use_body_for_headings'], e.target.checked)}
          />
          <span className="one-ed-toggle-track" aria-hidden="true" />
          <span className="one-ed-toggle-label">Use the body font for headings</span>
        </label>
        {!theme.typography.use_body_for_headings ? (
          <FontEditor
            which="heading"
            font={theme.typography.heading}
            update={update}
            errors={errors}
          />
        ) : null}
      </Section>

      <Section title="Shape">
        <LengthInput
          id="theme-radius-card"
          label="Card radius"
          value={theme.radius.card}
          onChange={(v) => update(['radius', 'card'], v)}
          error={errors['radius.card']}
        />
        <LengthInput
          id="theme-radius-button"
          label="Button radius"
          value={theme.radius.button}
          onChange={(v) => update(['radius', 'button'], v)}
          error={errors['radius.button']}
        />
        <LengthInput
          id="theme-padding-card"
          label="Card padding"
          value={theme.padding.card}
          onChange={(v) => update(['padding', 'card'], v)}
          error={errors['padding.card']}
        />
      </Section>
      {hasOwnTheme ? (
        <button
          type="button"
          className="one-ed-button one-ed-secondary"
          onClick={() => editorStore.getState().setTheme(undefined)}
        >
          Use the default theme
        </button>
      ) : null}
    </section>
  );
}
