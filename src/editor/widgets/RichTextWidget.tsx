import { startTransition, useCallback, useEffect, useRef } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useFieldName } from './fieldScope';
import { RichTextOnFocus } from './RichTextOnFocus';
import { describedBy, fieldOptions, widgetContext } from './widgetOptions';

/** Runs `task` once the next frame has been painted. */
function afterNextPaint(task: () => void): () => void {
  let timer = 0;
  const frame = requestAnimationFrame(() => {
    timer = window.setTimeout(task, 0);
  });
  return () => {
    cancelAnimationFrame(frame);
    window.clearTimeout(timer);
  };
}

/**
 * HTML content (the text component's content, post bodies…) through TipTap, mounted when the
 * field is first focused (RichTextOnFocus).
 *
 * TipTap keeps the text itself, so each keystroke goes to the document — and the canvas — at
 * once (SchemaForm's commitField), while rjsf's form, which only mirrors the text, catches up
 * after the canvas has painted, with the latest text only: a burst of fast typing costs the
 * form one render, not one per key, and never delays the key's own paint.
 */
export function RichTextWidget(props: WidgetProps) {
  const { id, value, onChange, rawErrors } = props;
  const errors = (rawErrors?.length ?? 0) > 0;
  const { commitField, outsideChanges } = widgetContext(props);
  const name = useFieldName(props.label);
  const hintKey = fieldOptions(props).hintKey;

  const latestOnChange = useRef(onChange);
  latestOnChange.current = onChange;
  const pending = useRef<{ html: string; cancel: () => void } | null>(null);
  useEffect(() => () => pending.current?.cancel(), []);

  const change = useCallback(
    (html: string) => {
      if (hintKey === undefined || !commitField?.(hintKey, id, html)) {
        pending.current?.cancel();
        pending.current = null;
        onChange(html);
        return;
      }
      if (pending.current) {
        pending.current.html = html;
        return;
      }
      const entry = {
        html,
        cancel: afterNextPaint(() => {
          pending.current = null;
          startTransition(() => latestOnChange.current(entry.html));
        }),
      };
      pending.current = entry;
    },
    [commitField, hintKey, id, onChange],
  );
  return (
    <RichTextOnFocus
      id={id}
      value={typeof value === 'string' ? value : ''}
      onChange={change}
      labelledBy={`${id}__label`}
      name={name}
      describedBy={describedBy(id, errors)}
      invalid={errors}
      outsideChanges={outsideChanges}
    />
  );
}
