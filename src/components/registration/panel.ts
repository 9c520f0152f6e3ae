import type { PanelHints } from '../panelHints';
import { buttonStylePanelHints } from '../shared/buttonStyle';

/** The registration panel: type, success destination, trigger, auth, form, success (blocks.md). */
export const registrationPanel: PanelHints = {
  content: {
    type: {
      // blocks.md "Registration block display types".
      label: 'Display type',
      widget: 'segmented',
      order: 0,
      optionLabels: { modal: 'Modal', static: 'Static', 'block-only': 'Block only' },
    },
    onSuccessLayout: { label: 'Success layout', group: 'After registration', order: 1 },
    'onSuccessLayout.id': {
      label: 'Success layout id',
      help: 'Shown after registration, on the token page.',
    },
    onSuccessUrl: {
      label: 'Success URL',
      widget: 'url',
      group: 'After registration',
      order: 2,
      help: 'Used when no success layout is set.',
    },
    triggerButton: { label: 'Trigger button', group: 'Trigger button', order: 3 },
    'triggerButton.active': { label: 'Show trigger button', widget: 'toggle' },
    'triggerButton.registeredLabel': { label: 'Label with a token' },
    'triggerButton.unregisteredLabel': { label: 'Label without a token' },
    'triggerButton.className': { label: 'CSS classes' },
    auth: { label: 'Sign-in step', group: 'Sign-in step', order: 4 },
    'auth.message': { widget: 'textarea' },
    'auth.image': { widget: 'image-upload' },
    form: { label: 'Form', group: 'Form', order: 5 },
    'form.message': { widget: 'textarea' },
    'form.fields.firstName': { label: 'First name', widget: 'toggle' },
    'form.fields.lastName': { label: 'Last name', widget: 'toggle' },
    'form.fields.postalCode': { label: 'Postal code', widget: 'toggle' },
    'form.fields.phoneNumber': { label: 'Phone number', widget: 'toggle' },
    'form.fields.birthday': { label: 'Birthday', widget: 'toggle' },
    'form.consents': {
      label: 'Consents',
      widget: 'list',
      help: 'Up to 10. A consent without a label is not shown.',
    },
    // A consent's id (what a registration records it under) is generated when it is added.
    'form.consents.*.id': { hidden: true },
    'form.consents.*.label': { widget: 'textarea' },
    'form.consents.*.url': { widget: 'url', label: 'Link' },
    'form.consents.*.required': { widget: 'toggle' },
    success: { label: 'Success', group: 'Success', order: 6 },
    'success.message': { widget: 'textarea' },
    'success.image': { widget: 'image-upload' },
    'success.button': { label: 'Success button' },
    'success.button.label': { label: 'Button label' },
    'success.button.url': { label: 'Button link', widget: 'url' },
    'success.button.className': { label: 'CSS classes' },
    'success.discountCode': { label: 'Discount code' },
  },
  style: buttonStylePanelHints('button', 'Buttons'),
};
