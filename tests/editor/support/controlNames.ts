import { queryAllByRole } from '@testing-library/react';

/** The roles a person operates (a radio group's radios are named within it, below). */
const CONTROL =
  /^(date|datetime|time|button|checkbox|combobox|link|listbox|radio|radiogroup|searchbox|slider|spinbutton|switch|tab|textbox|toolbar)$/;

const INPUT_ROLES: Record<string, string> = {
  checkbox: 'checkbox',
  radio: 'radio',
  number: 'spinbutton',
  range: 'slider',
  search: 'searchbox',
  button: 'button',
  submit: 'button',
  // A file input is a button to a screen reader.
  file: 'button',
  date: 'date',
  time: 'time',
  'datetime-local': 'datetime',
};

/** An element's role: its own, else the one its tag (and type) implies. */
function roleOf(element: Element): string {
  const own = element.getAttribute('role');
  if (own) return own;
  const tag = element.tagName.toLowerCase();
  if (tag === 'input') return INPUT_ROLES[(element as HTMLInputElement).type] ?? 'textbox';
  if (tag === 'select') return (element as HTMLSelectElement).multiple ? 'listbox' : 'combobox';
  if (tag === 'textarea') return 'textbox';
  if (tag === 'a') return 'link';
  return tag;
}

/** The name testing-library gives `element` for `getByRole(role, { name })`. */
function nameOf(element: Element, role: string): string {
  let found = '';
  // Asked of the element's parent, not the whole panel: a query walks every element under
  // where it is asked, and a panel has thousands.
  queryAllByRole(element.parentElement ?? (element as HTMLElement), role, {
    hidden: true,
    name: (name, candidate) => {
      if (candidate === element) found = name;
      return false;
    },
  });
  return found;
}

/** Inputs a screen reader knows by their type, with no role in testing-library's table. */
const NO_ARIA_ROLE = new Set(['file', 'date', 'time', 'datetime-local']);

function labelText(input: HTMLInputElement): string {
  const own = input.getAttribute('aria-label');
  if (own) return own;
  return [...(input.labels ?? [])]
    .map((label) => label.textContent ?? '')
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Every control's role and accessible name in `container`. A radio is named within its radio
 * group ("Caption › Below"), as a screen reader says the group's name on entering it.
 */
export function controlNames(container: HTMLElement): string[] {
  const found: { element: Element; role: string; name: string }[] = [];
  for (const element of container.querySelectorAll(
    'button, input, select, textarea, a[href], [role]',
  )) {
    const role = roleOf(element);
    if (!CONTROL.test(role) || element.closest('[hidden], [aria-hidden="true"]')) continue;
    if (element instanceof HTMLInputElement && element.type === 'hidden') continue;
    // A file or date input has no ARIA role (testing-library finds none): its name is its
    // aria-label or its labels' text.
    const name =
      element instanceof HTMLInputElement && NO_ARIA_ROLE.has(element.type)
        ? labelText(element)
        : nameOf(element, role);
    found.push({ element, role, name });
  }
  const groups = new Map(
    found.filter((f) => f.role === 'radiogroup').map((g) => [g.element, g.name]),
  );
  return found.map(({ element, role, name }) => {
    if (role !== 'radio') return `${role} "${name}"`;
    const group = element.closest('[role="radiogroup"]');
    return `radio "${(group && groups.get(group)) ?? ''} › ${name}"`;
  });
}

/** The role and name pairs given to more than one control, with how many share each. */
export function repeatedNames(container: HTMLElement): string[] {
  const counts = new Map<string, number>();
  for (const name of controlNames(container)) counts.set(name, (counts.get(name) ?? 0) + 1);
  return [...counts].filter(([, n]) => n > 1).map(([name, n]) => `${name} ×${n}`);
}
