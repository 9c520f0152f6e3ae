/** A field's help text under it, with the id its input's aria-describedby names. */
export function FieldHelp({ id, help }: { id: string; help?: string }) {
  if (!help) return null;
  return (
    <p id={`${id}__help`} className="one-editor-help">
      {help}
    </p>
  );
}
