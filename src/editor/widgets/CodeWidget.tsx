import type { WidgetProps } from '@rjsf/utils';
import type { CodeLanguage } from './CodeEditor';
import { LazyCodeEditor } from './LazyCodeEditor';
import { describedBy } from './widgetOptions';

function codeWidget(language: CodeLanguage) {
  return function CodeWidget(props: WidgetProps) {
    const { id, value, onChange, rawErrors } = props;
    const errors = (rawErrors?.length ?? 0) > 0;
    return (
      <LazyCodeEditor
        id={id}
        language={language}
        value={typeof value === 'string' ? value : ''}
        onChange={(next) => onChange(next === '' ? undefined : next)}
        labelledBy={`${id}__label`}
        describedBy={describedBy(id, errors)}
      />
    );
  };
}

/** Snippets (embed HTML, custom SVG icons, CSS) through CodeMirror, loaded when first shown. */
export const HtmlCodeWidget = codeWidget('html');
export const CssCodeWidget = codeWidget('css');
export const SvgCodeWidget = codeWidget('svg');
