import { useEffect, useRef } from 'react';

/**
 * A button's label edited in place: plain text (a label holds no markup), one line — Enter
 * ends the edit as Escape does. The text is set once; typing owns it from then on.
 */
export function InlineLabel({
  initial,
  label,
  look,
  onChange,
}: {
  initial: string;
  label: string;
  /** The rendered button's classes and inline style, so the label keeps its looks. */
  look: { className: string; style: string };
  onChange: (text: string) => void;
}) {
  const ref = useRef<HTMLSpanElement>(null);
  const latest = useRef(onChange);
  latest.current = onChange;
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    element.textContent = initial;
    // Through the CSSOM: the page's CSP refuses style attributes set as markup.
    element.style.cssText = look.style;
    element.focus();
    const range = element.ownerDocument.createRange();
    range.selectNodeContents(element);
    const selection = element.ownerDocument.getSelection();
    selection?.removeAllRanges();
    selection?.addRange(range);
    // One edit, one starting text: later renders do not reset what the owner typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <span
      ref={ref}
      role="textbox"
      aria-label={label}
      tabIndex={0}
      contentEditable="plaintext-only"
      suppressContentEditableWarning
      className={`${look.className} one-inline-label`}
      onInput={(event) => latest.current((event.currentTarget.textContent ?? '').slice(0, 200))}
      onKeyDown={(event) => {
        if (event.key === 'Enter') {
          event.preventDefault();
          event.currentTarget.ownerDocument.dispatchEvent(
            new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }),
          );
        }
      }}
    />
  );
}
