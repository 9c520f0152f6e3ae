import type { ReactNode } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import type { FieldUiOptions } from '../panels/form/formSchema';
import type { Theme } from '../../schema/theme/theme';

/** What SchemaForm hands every widget through rjsf's formContext. */
export interface WidgetContext {
  /** The whole form's current value (the active-tab select reads the tabs from it). */
  formData: Record<string, unknown>;
  /** The theme the page is rendered with: its colours are offered as swatches. */
  theme: Theme;
  themeMode: 'light' | 'dark';
  /** Uploads a file and resolves to its public URL; undefined when no upload service is reachable. */
  upload?: (
    file: File,
    kind: 'image' | 'video' | 'audio',
    onProgress: (percent: number) => void,
  ) => Promise<string>;
  /**
   * Writes several top-level fields of the form at once, as one change: a video upload sets its
   * file and the poster made from it together, so undo never leaves one without the other.
   */
  setFields: (changes: Record<string, unknown>, fieldId?: string) => void;
  /** Moves an array item (drag to reorder in list editors). */
  moveItem: (path: readonly (string | number)[], from: number, to: number) => void;
  /**
   * Writes one field straight to the document, before rjsf's form state (see SchemaForm); true
   * when it did. Only for widgets that keep their own state, such as the rich-text editor: a
   * controlled input must go through rjsf at once or it would show the old value.
   */
  commitField?: (hintKey: string, widgetId: string, value: unknown) => boolean;
  /**
   * Increases when the form's value was replaced from outside (undo, redo, another panel). A
   * widget that keeps its own state reloads then, and only then: between its own keystrokes the
   * form's copy may lag behind it (see commitField) and must not be written back.
   */
  outsideChanges?: number;
  /**
   * What a panel shows under a field beyond its label, control, help and errors, by the field's
   * hint key ('gap', 'templateColumns'): the grid panel's "Set for Tablet · Clear".
   */
  fieldNote?: (hintKey: string) => ReactNode;
}

export function fieldOptions(props: Pick<WidgetProps, 'options'>): FieldUiOptions {
  return props.options as FieldUiOptions;
}

export function widgetContext(props: Pick<WidgetProps, 'registry'>): WidgetContext {
  return props.registry.formContext as WidgetContext;
}

/** The ids rjsf's templates give a field's error, description and help texts. */
export function describedBy(id: string, hasErrors: boolean): string {
  return [hasErrors ? `${id}__error` : '', `${id}__help`].filter(Boolean).join(' ');
}
