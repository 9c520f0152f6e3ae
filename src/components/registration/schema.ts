import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { sharedStyleFields } from '../../schema/styleFields';
import { buttonStyleSchema } from '../shared/buttonStyleSchema';
import { isSafeLink, REGISTRATION_FIELDS, type RegistrationField } from './fields';

export { isSafeLink, REGISTRATION_FIELDS, type RegistrationField } from './fields';

/** blocks.md: modal (default; a trigger button opens a dialog), static, block-only. */
export const registrationTypes = ['modal', 'static', 'block-only'] as const;
export type RegistrationType = (typeof registrationTypes)[number];

/** blocks.md "Editor bounds": registration consents 0 to 10. */
export const MAX_CONSENTS = 10;

/**
 * The block's content schema, built the first time it is read (`defineComponentSchema`): a page
 * without a registration block never builds it.
 */
function buildContent() {
  /** Space-separated CSS class names a site owner may add; nothing that could break the attribute. */
  const classNames = z
    .string()
    .trim()
    .max(200)
    .regex(/^[A-Za-z0-9_\- ]*$/, 'Only letters, digits, dashes, underscores and spaces')
    .default('');

  /** A link the site owner configures: empty, a site path, or an http(s) address. */
  const safeLink = z
    .string()
    .trim()
    .max(2048)
    .refine(isSafeLink, 'Use an address starting with https://, http:// or /')
    .default('');

  const imageUrl = z
    .string()
    .trim()
    .max(2048)
    .refine(isSafeLink, 'Use an image address starting with https://, http:// or /')
    .default('');

  /** Consent ids become metadata keys (one boolean per consent id), so they stay plain. */
  const consentId = z
    .string()
    .trim()
    .min(1, 'A consent needs an id')
    .max(64)
    .regex(/^[A-Za-z0-9_-]+$/, 'Only letters, digits, dashes and underscores')
    .refine(
      (id) => !REGISTRATION_FIELDS.includes(id as RegistrationField),
      'This id is taken by a form field',
    );

  const registrationConsentSchema = z.object({
    id: consentId.default(() => `consent-${Math.random().toString(36).slice(2, 10)}`),
    title: z.string().trim().max(200).default(''),
    url: safeLink,
    required: z.boolean().default(false),
    /** A consent without a label is ignored (blocks.md). */
    label: z.string().trim().max(1000).default(''),
  });

  return z.object({
    type: z.enum(registrationTypes).default('modal'),
    /** Full-page redirect after success when no success layout is set. */
    onSuccessUrl: safeLink,
    onSuccessLayout: z.object({ id: z.string().trim().max(200).default('') }).prefault({}),
    triggerButton: z
      .object({
        active: z.boolean().default(true),
        registeredLabel: z.string().trim().max(100).default('View Registration'),
        unregisteredLabel: z.string().trim().max(100).default('Register'),
        className: classNames,
      })
      .prefault({}),
    auth: z
      .object({
        title: z.string().trim().max(200).default('Sign in to Register'),
        message: z.string().trim().max(2000).default(''),
        image: imageUrl,
      })
      .prefault({}),
    form: z
      .object({
        title: z.string().trim().max(200).default('Register Your Product'),
        message: z.string().trim().max(2000).default(''),
        fields: z
          .object({
            firstName: z.boolean().default(true),
            lastName: z.boolean().default(true),
            postalCode: z.boolean().default(false),
            phoneNumber: z.boolean().default(false),
            birthday: z.boolean().default(false),
          })
          .prefault({}),
        consents: z
          .array(registrationConsentSchema)
          .max(MAX_CONSENTS, `At most ${MAX_CONSENTS} consents`)
          .refine(
            (list) => new Set(list.map((c) => c.id)).size === list.length,
            'Each consent needs its own id',
          )
          .default([]),
      })
      .prefault({}),
    success: z
      .object({
        title: z.string().trim().max(200).default('Registration Complete!'),
        message: z.string().trim().max(2000).default(''),
        image: imageUrl,
        button: z
          .object({
            label: z.string().trim().max(100).default(''),
            url: safeLink,
            className: classNames,
          })
          .prefault({}),
        discountCode: z.string().trim().max(100).default(''),
      })
      .prefault({}),
  });
}

export const registrationSchema = defineComponentSchema({
  type: 'registration',
  label: 'Registration',
  group: 'Actions',
  description: 'Lets the owner of a tapped product sign in by e-mail code and register it.',
  content: buildContent,
  // The trigger, submit and success buttons share the kit's button style (blocks.md).
  style: () => z.object({ ...sharedStyleFields, button: buttonStyleSchema().prefault({}) }),
});
export type RegistrationData = z.output<typeof registrationSchema.content>;
export type RegistrationConsent = RegistrationData['form']['consents'][number];
export type RegistrationStyles = z.output<typeof registrationSchema.style>;
