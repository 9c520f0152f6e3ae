import { z } from 'zod';
import { CONTACT_PATTERN } from './collection';

/**
 * A collection's registration settings as the studio edits them: the shape the server checks
 * registrations against (form.fields.<name>.{enabled, required}, consents) and the visitor
 * pages merge over each registration block, plus the success destination and the visitor part
 * (tap landing, contact). Keys the studio does not edit are kept as they are stored.
 */
const fieldRule = (enabled: boolean, required: boolean) =>
  z
    .object({ enabled: z.boolean().default(enabled), required: z.boolean().default(required) })
    .prefault({});

const link = z
  .string()
  .trim()
  .max(2048)
  .regex(/^(|\/(?!\/)\S*|https?:\/\/\S+)$/, 'Use an address starting with https://, http:// or /')
  .default('');

export const registrationSettingsForm = z.object({
  form: z
    .object({
      fields: z
        .object({
          firstName: fieldRule(true, false),
          lastName: fieldRule(true, false),
          postalCode: fieldRule(false, false),
          phoneNumber: fieldRule(false, false),
          birthday: fieldRule(false, false),
        })
        .prefault({}),
      consents: z
        .array(
          z.object({
            id: z
              .string()
              .trim()
              .min(1, 'A consent needs an id')
              .max(64)
              .regex(/^[A-Za-z0-9_-]+$/, 'Only letters, digits, dashes and underscores'),
            title: z.string().trim().max(200).default(''),
            url: link,
            required: z.boolean().default(false),
            label: z.string().trim().max(1000).default(''),
          }),
        )
        .max(10, 'At most 10 consents')
        .default([]),
    })
    .prefault({}),
  /** Where the page goes after a registration when no success layout is chosen. */
  onSuccessUrl: link,
  /** A tap shows the item and its next step on the first screen. */
  tap_landing: z.boolean().default(true),
  /** Where a visitor whose item is registered to someone else can reach the brand. */
  contact: z
    .string()
    .trim()
    .max(500)
    .regex(new RegExp(`${CONTACT_PATTERN.source}|^$`), 'An https:// page or a mailto: address')
    .default(''),
});
export type RegistrationSettingsForm = z.output<typeof registrationSettingsForm>;
