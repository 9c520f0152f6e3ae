import { getDefaultRegistry } from '@rjsf/core';
import type { BaseInputTemplateProps } from '@rjsf/utils';

const CoreBaseInput = getDefaultRegistry().templates.BaseInputTemplate;

/**
 * rjsf's own text input, marked aria-invalid while its field shows an error — as the grid's and
 * the theme's fields are — so a refused value reads the same to a screen reader in every panel.
 */
export function BaseInputTemplate(props: BaseInputTemplateProps) {
  const invalid = (props.rawErrors?.length ?? 0) > 0;
  return <CoreBaseInput {...props} aria-invalid={invalid || undefined} />;
}
