/**
 * A form field's label with its required mark. The mark sits beside the label, not in it: a
 * label's text is the field's name.
 */
export function FieldLabel({
  htmlFor,
  label,
  required,
}: {
  htmlFor: string;
  label: string;
  required: boolean | undefined;
}) {
  return (
    <div className="one-activity-label">
      <label htmlFor={htmlFor}>{label}</label>
      {required ? <span aria-hidden="true"> *</span> : null}
    </div>
  );
}
