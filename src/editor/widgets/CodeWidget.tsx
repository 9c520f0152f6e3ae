import type { WidgetProps } from '@rjsf/utils';
import { CodeEditor, type CodeLanguage } from './CodeEditor';
import { describedBy } from './widgetOptions';

function codeWidget(language: CodeLanguage) {
  return function CodeWidget(props: WidgetProps) {
    const { id, value, onChange, rawErrors } = props;
    const errors = (rawErrors?.length ?? 0) > 0;
    return (
      <CodeEditor
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

/** Snippets (embed HTML, custom SVG icons, CSS) through CodeMirror. */
export const HtmlCodeWidget = codeWidget('html');
export const CssCodeWidget = codeWidget('css');
export const SvgCodeWidget = codeWidget('svg');
