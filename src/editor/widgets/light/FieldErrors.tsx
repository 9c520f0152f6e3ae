/**
 * A field's messages as the generated forms show them (FieldErrorTemplate): one alert list under
 * the field, each message once, with the id the field's input points at.
 */
export function FieldErrors({ id, messages }: { id: string; messages: readonly string[] }) {
  const list = [...new Set(messages)];
  if (list.length === 0) return null;
  return (
    <ul id={`${id}__error`} className="one-editor-errors" role="alert">
      {list.map((message) => (
        <li key={message} className="one-editor-error">
          {message}
        </li>
      ))}
    </ul>
  );
}
