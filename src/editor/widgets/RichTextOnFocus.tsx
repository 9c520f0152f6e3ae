import { useCallback, useMemo, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { sanitizeHtml } from '../../schema/sanitize/html';
import { richTextPart } from '../lazy/parts';
import type { RichTextFieldProps } from './RichTextField';
import { FormattingToolbar } from './RichTextToolbar';

type FocusRequest = NonNullable<RichTextFieldProps['focusOnMount']>;

/**
 * The rich-text field as its text until the owner focuses it, then TipTap. Building a TipTap
 * editor costs more than the rest of a component's form together, and most selections only
 * look at the fields: the text is shown as the same HTML, in the same box with the same
 * toolbar, so nothing moves when the editor takes its place.
 *
 * The text is sanitised as the canvas sanitises it: the editor's own page shows no script a
 * stored text might hold.
 *
 * TipTap's code has loaded by the time this shows (LazySchemaForm waits for it), so the editor
 * mounts in the focus event itself and the keys pressed after the click reach it.
 */
export function RichTextOnFocus(props: RichTextFieldProps) {
  const [request, setRequest] = useState<FocusRequest | null>(null);
  const pointer = useRef<{ x: number; y: number } | null>(null);
  const module = richTextPart.loaded();
  const html = useMemo(() => sanitizeHtml(props.value), [props.value]);

  const start = useCallback((next: FocusRequest) => {
    flushSync(() => setRequest(next));
  }, []);
  const onPress = useCallback((press: number) => start({ at: 'end', press }), [start]);

  if (request && module) return <module.RichTextField {...props} focusOnMount={request} />;

  const { id, labelledBy, describedBy, invalid, name } = props;
  return (
    <div className="one-editor-richtext">
      <FormattingToolbar
        editor={null}
        active={undefined}
        linking={false}
        onToggleLink={noop}
        onPress={onPress}
        field={name}
      />
      <div>
        <div
          id={id}
          role="textbox"
          tabIndex={0}
          aria-multiline="true"
          aria-labelledby={labelledBy}
          aria-describedby={describedBy || undefined}
          aria-invalid={invalid ? 'true' : undefined}
          className="tiptap ProseMirror one-editor-richtext-content"
          onMouseDown={(e) => {
            pointer.current = { x: e.clientX, y: e.clientY };
          }}
          onFocus={() => {
            start({ at: pointer.current ?? 'end' });
            pointer.current = null;
          }}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </div>
    </div>
  );
}

const noop = () => undefined;
