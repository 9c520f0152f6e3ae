import type { FieldHint } from '../../components/panelHints';

const field = (name: string, title: string, order: number): Record<string, FieldHint> => ({
  [`form.fields.${name}`]: { label: title, order },
  [`form.fields.${name}.enabled`]: { label: `Ask for ${title.toLowerCase()}`, widget: 'toggle' },
  [`form.fields.${name}.required`]: { label: 'Required', widget: 'toggle' },
});

/** Labels and widgets of the registration settings form (src/schema/entities/registrationSettings). */
export const registrationSettingsHints: Record<string, FieldHint> = {
  form: { label: 'Registration form', order: 0 },
  'form.fields': { label: 'Fields the form asks for' },
  ...field('firstName', 'First name', 1),
  ...field('lastName', 'Last name', 2),
  ...field('postalCode', 'Postal code', 3),
  ...field('phoneNumber', 'Phone number', 4),
  ...field('birthday', 'Birthday', 5),
  'form.consents': {
    label: 'Consents',
    widget: 'list',
    help: 'Up to 10. A consent without a label is not shown.',
  },
  'form.consents.*.label': { widget: 'textarea' },
  'form.consents.*.url': { widget: 'url', label: 'Link' },
  'form.consents.*.required': { widget: 'toggle' },
  onSuccessUrl: {
    label: 'Success URL',
    widget: 'url',
    group: 'After registration',
    order: 10,
    help: 'Where the page goes after a registration when no success layout is chosen.',
  },
  tap_landing: {
    label: 'Show the item first after a tap',
    widget: 'toggle',
    group: 'Visitors',
    order: 20,
  },
  contact: {
    label: 'Contact for visitors',
    widget: 'url',
    group: 'Visitors',
    order: 21,
    help: 'An https:// page or a mailto: address, for visitors whose item is registered to someone else.',
  },
};
