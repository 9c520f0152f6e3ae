import type { ThemeColors } from '../../schema/theme/theme';
import { defaultTheme, themeSchema } from '../../schema/theme/theme';
import { editorStore } from '../store/editorStore';
import { colorLabel, contrastWarnings, formatRatio } from './contrast';
import { contrastFix } from './nearestPassing';

/** Sets one colour of one set, as the colour's own field would. */
function setColor(mode: 'light' | 'dark', name: string, value: string): void {
  const state = editorStore.getState();
  const theme = state.document.theme ?? defaultTheme;
  const parsed = themeSchema().safeParse({
    ...theme,
    colors: { ...theme.colors, [mode]: { ...theme.colors[mode], [name]: value } },
  });
  if (parsed.success) state.setTheme(parsed.data, `theme:theme-${mode}:${name}`);
}

/**
 * Above a colour set: whether every text colour meets WCAG AA on its background, and for each
 * pair that does not, the nearest colour that would, offered as one click.
 */
export function ContrastWarnings({
  mode,
  colors,
}: {
  mode: 'light' | 'dark';
  colors: ThemeColors;
}) {
  const warnings = contrastWarnings(colors);
  return (
    <div role="status" aria-live="polite" className="one-editor-contrast">
      {warnings.length === 0 ? (
        <p className="one-editor-ok">
          Every text colour meets WCAG AA contrast (4.5:1) on its background.
        </p>
      ) : (
        <ul className="one-editor-warnings" aria-label={`Contrast warnings (${mode})`}>
          {warnings.map((w) => {
            const fix = contrastFix(colors, w);
            return (
              <li key={`${w.text}-${w.background}`} className="one-editor-warning">
                {colorLabel(w.text)} on {colorLabel(w.background).toLowerCase()}:{' '}
                {formatRatio(w.ratio)}, below WCAG AA (4.5:1)
                {fix ? (
                  <>
                    {' '}
                    <button
                      type="button"
                      className="one-editor-contrast-fix"
                      onClick={() => setColor(mode, fix.name, fix.value)}
                    >
                      <span
                        className="one-editor-fix-swatch"
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
  );
}
