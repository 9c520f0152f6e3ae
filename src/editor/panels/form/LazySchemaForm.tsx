import { codePart, formPart, richTextPart } from '../../lazy/parts';
import { LoadingPart } from '../../lazy/LoadingPart';
import { useLazyModules, type LazyModule } from '../../lazy/lazyModule';
import type { SchemaFormProps } from './SchemaForm';
import { formFor, widgetsOf } from './formSchema';

const CODE_WIDGETS = ['code-html', 'code-css', 'svg'];

/** The lazily loaded parts a form needs before it can show: rjsf, plus what its widgets use. */
function partsFor(props: SchemaFormProps): LazyModule<unknown>[] {
  const widgets = widgetsOf(formFor(props.schema, props.hints));
  const parts: LazyModule<unknown>[] = [formPart];
  if (widgets.has('richtext')) parts.push(richTextPart);
  if (CODE_WIDGETS.some((w) => widgets.has(w))) parts.push(codePart);
  return parts;
}

/**
 * SchemaForm, whose code (rjsf and the ajv validator, and TipTap or CodeMirror when the form
 * has such a field) loads with the first form that needs it, all at once: the form then shows
 * complete, and a rich-text field can swap in its editor synchronously when it is focused.
 */
export function LazySchemaForm(props: SchemaFormProps) {
  const state = useLazyModules(partsFor(props));
  const form = formPart.loaded();
  if (state !== 'ready' || !form) {
    return <LoadingPart state={state === 'ready' ? 'loading' : state} what="the fields" />;
  }
  return <form.SchemaForm {...props} />;
}
