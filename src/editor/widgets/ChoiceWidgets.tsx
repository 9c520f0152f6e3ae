import type { WidgetProps } from '@rjsf/utils';
import { SpokenSuffix, useScopeSuffix } from './fieldScope';
import { describedBy, fieldOptions } from './widgetOptions';

interface Choice {
  value: string;
  label: string;
}

function choicesOf(props: WidgetProps): Choice[] {
  const labels = fieldOptions(props).optionLabels ?? {};
  const enumOptions = props.options.enumOptions ?? [];
  // A free string offered as a select (share platforms): its choices are the hint's labels.
  if (enumOptions.length === 0)
    return Object.entries(labels).map(([value, label]) => ({ value, label }));
  return enumOptions.map((o) => {
    const value = String(o.value);
    return { value, label: labels[value] ?? (o.label === value ? humaniseOption(value) : o.label) };
  });
}

/** 'scale-down' → 'Scale down', 'x' stays 'x' unless a hint labels it. */
function humaniseOption(value: string): string {
  const text = value.replace(/[-_]+/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** rjsf's id for the picker of a value's shape (anyOf/oneOf), which it renders with our select. */
const SHAPE_PICKER = /__(any|one)of_select$/;

/** A select of the schema's enum, labelled by the hints; an optional field offers "Default". */
export function SelectWidget(props: WidgetProps) {
  const { id, value, required, onChange, onBlur, onFocus, disabled, readonly, rawErrors, schema } =
    props;
  const errors = (rawErrors?.length ?? 0) > 0;
  const suffix = useScopeSuffix(props.label);
  const hasDefault = schema.default !== undefined;
  return (
    <select
      id={id}
      className="one-editor-input one-editor-select"
      value={value === undefined || value === null ? '' : String(value)}
      disabled={disabled || readonly}
      // rjsf's picker of a value's shape (anyOf/oneOf) has no <label for> of its own.
      aria-label={SHAPE_PICKER.test(id) ? `${props.label}${suffix}` : undefined}
      aria-invalid={errors || undefined}
      aria-describedby={describedBy(id, errors)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      onBlur={(e) => onBlur(id, e.target.value)}
      onFocus={(e) => onFocus(id, e.target.value)}
    >
      {!required && !hasDefault ? <option value="">Default</option> : null}
      {(required || hasDefault) && (value === undefined || value === null || value === '') ? (
        <option value="" disabled>
          Choose…
        </option>
      ) : null}
      {choicesOf(props).map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

/** Two or three short choices as a segmented control: native radios, so arrow keys move between them. */
export function SegmentedWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, rawErrors } = props;
  const errors = (rawErrors?.length ?? 0) > 0;
  return (
    <div
      id={id}
      role="radiogroup"
      className="one-editor-panel-segmented"
      aria-labelledby={`${id}__label`}
      aria-describedby={describedBy(id, errors)}
      aria-invalid={errors || undefined}
    >
      {choicesOf(props).map((c) => (
        <label
          key={c.value}
          className="one-editor-segment"
          data-checked={String(value) === c.value || undefined}
        >
          <input
            type="radio"
            name={id}
            value={c.value}
            checked={String(value) === c.value}
            disabled={disabled || readonly}
            onChange={() => onChange(c.value)}
          />
          <span>{c.label}</span>
        </label>
      ))}
    </div>
  );
}

/** A boolean as a switch. */
export function ToggleWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, label, rawErrors } = props;
  const errors = (rawErrors?.length ?? 0) > 0;
  // Said, not shown: which group or item the switch is of ("Mobile of arrows").
  const suffix = useScopeSuffix(label);
  return (
    <label className="one-editor-toggle">
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={value === true}
        aria-checked={value === true}
        disabled={disabled || readonly}
        aria-describedby={describedBy(id, errors)}
        onChange={(e) => onChange(e.target.checked)}
      />
      <span className="one-editor-toggle-track" aria-hidden="true" />
      <span className="one-editor-toggle-label">
        {label}
        <SpokenSuffix suffix={suffix} />
      </span>
    </label>
  );
}

/**
 * The tab container's active tab, offered from its own tabs (foundation.md: options are tabs
 * with a string id, labelled by label or 'Tab {id}', sorted by label).
 */
export function ActiveTabWidget(props: WidgetProps) {
  const { id, value, onChange, disabled, readonly, rawErrors, registry } = props;
  const formData = (registry.formContext as { formData?: Record<string, unknown> }).formData ?? {};
  const errors = (rawErrors?.length ?? 0) > 0;
  const tabs = Array.isArray(formData.tabs) ? formData.tabs : [];
  const options = activeTabOptions(tabs);
  return (
    <select
      id={id}
      className="one-editor-input one-editor-select"
      value={typeof value === 'string' ? value : ''}
      disabled={disabled || readonly}
      aria-describedby={describedBy(id, errors)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
    >
      <option value="">First tab</option>
      {options.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </select>
  );
}

export function activeTabOptions(tabs: readonly unknown[]): Choice[] {
  return tabs
    .filter(
      (t): t is { id: string; label?: unknown } =>
        typeof t === 'object' && t !== null && typeof (t as { id?: unknown }).id === 'string',
    )
    .map((t) => ({
      value: t.id,
      label: typeof t.label === 'string' && t.label.trim() !== '' ? t.label : `Tab ${t.id}`,
    }))
    .sort((a, b) => a.label.localeCompare(b.label));
}
