import type { LayoutSummary } from '../../schema/entities/layoutRecord';

interface Props {
  id: string;
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  layouts: LayoutSummary[];
  /** The words of the empty choice ("None", "Same as the collection page"). */
  emptyLabel: string;
  /** Only published layouts may be chosen; the others are listed, disabled, with why. */
  publishedOnly?: boolean;
  help?: string;
}

export function layoutOptionLabel(layout: LayoutSummary): string {
  return layout.published_revision === null
    ? `${layout.name} — not published`
    : `${layout.name} — version ${layout.published_revision} published`;
}

/** A choice among the site's layouts, by name: never a typed id. */
export function LayoutSelect({
  id,
  label,
  value,
  onChange,
  layouts,
  emptyLabel,
  publishedOnly,
  help,
}: Props) {
  return (
    <div className="one-st-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value || null)}
        aria-describedby={help ? `${id}-help` : undefined}
      >
        <option value="">{emptyLabel}</option>
        {layouts.map((layout) => (
          <option
            key={layout.id}
            value={layout.id}
            disabled={publishedOnly && layout.published_revision === null && layout.id !== value}
          >
            {layoutOptionLabel(layout)}
            {publishedOnly && layout.published_revision === null
              ? ' (publish it to choose it)'
              : ''}
          </option>
        ))}
      </select>
      {help && (
        <p id={`${id}-help`} className="one-st-help">
          {help}
        </p>
      )}
    </div>
  );
}
