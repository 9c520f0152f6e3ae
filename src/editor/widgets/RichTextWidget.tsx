import type { WidgetProps } from '@rjsf/utils';
import { RichTextField } from './RichTextField';
import { describedBy } from './widgetOptions';

/** HTML content (the text component's content, post bodies…) through TipTap. */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, onChange, rawErrors } = props;
  const errors = (rawErrors?.length ?? 0) > 0;
  return (
    <RichTextField
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={onChange}
      labelledBy={`${id}__label`}
      describedBy={describedBy(id, errors)}
      invalid={errors}
    />
  );
}
