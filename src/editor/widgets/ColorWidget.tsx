import type { WidgetProps } from '@rjsf/utils';
import { themeColorNames } from '../../schema/theme/theme';
import { colorVariable } from '../../ui/theme/themeCss';
import { ColorField, type Swatch } from './ColorField';
import { useFieldName } from './fieldScope';
import { describedBy, widgetContext } from './widgetOptions';

/** The rjsf face of ColorField: the page theme's colours (in the previewed mode) as swatches. */
export function ColorWidget(props: WidgetProps) {
  const { id, value, onChange, label, rawErrors, disabled, readonly } = props;
  const context = widgetContext(props);
  const name = useFieldName(label);
  const colors = context.theme.colors[context.themeMode];
  const swatches: Swatch[] = themeColorNames.map((name) => ({
    name: name.replace(/_/g, ' '),
    value: `var(${colorVariable(name)})`,
    resolved: colors[name],
  }));
  const errors = (rawErrors?.length ?? 0) > 0;
  return (
    <ColorField
      id={id}
      label={name}
      value={typeof value === 'string' ? value : undefined}
      onChange={onChange}
      swatches={swatches}
      describedBy={describedBy(id, errors)}
      invalid={errors}
      disabled={disabled || readonly}
    />
  );
}
