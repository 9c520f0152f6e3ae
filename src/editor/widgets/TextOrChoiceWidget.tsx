import { getDefaultRegistry } from '@rjsf/core';
import type { WidgetProps } from '@rjsf/utils';
import { SelectWidget } from './ChoiceWidgets';
import { siblingChoice } from './templates';
import { fieldOptions, widgetContext } from './widgetOptions';

const TextWidget = getDefaultRegistry().widgets.TextWidget!;

/**
 * A text field that is a select while a sibling says so (FieldHint.optionLabelsBy): a font's
 * name is picked from the system fonts for a system font, typed for Google or an upload. A
 * value outside the options (a font typed before switching) stays offered, so nothing is lost.
 */
export function TextOrChoiceWidget(props: WidgetProps) {
  const options = fieldOptions(props);
  const path = (options.hintKey ?? '').split('.');
  const choices = path.includes('*')
    ? undefined
    : siblingChoice(options.optionLabelsBy, widgetContext(props).formData, path);
  if (!choices) return <TextWidget {...props} />;
  const value = typeof props.value === 'string' ? props.value : '';
  const optionLabels = value && !(value in choices) ? { [value]: value, ...choices } : choices;
  return <SelectWidget {...props} options={{ ...props.options, optionLabels }} />;
}
