import { z } from 'zod';
import { FIELD_MESSAGES } from './messages';
import type { RegistrationData } from './schema';
import { visibleConsents, type RegistrationFormValues } from './formValues';

export {
  buildMetadata,
  enabledFields,
  optionalFields,
  preSubmitError,
  visibleConsents,
  type RegistrationFormValues,
  type SubmitContext,
} from './formValues';
import { t } from '../../i18n/i18n';

/**
 * blocks.md: an optional plus, 3 digits, 3 digits, then 4 to 6 digits, with optional
 * separators (a space, dash or dot) between the groups. The server checks the same pattern.
 */
export const PHONE_PATTERN = /^\+?\d{3}[\s.-]?\d{3}[\s.-]?\d{4,6}$/;

// abort: an empty value shows only its 'required' message, not the format one too.
/** Lengths the server stores (src/schema/entities/registration.ts). */
const tooLong = (max: number) => t('registration.tooLong', { max });
const requiredText = (message: string) => z.string().trim().min(1, { message, abort: true });

/**
 * The zod schema of the form the site owner configured: only enabled fields are checked, and a
 * field the settings ask for without requiring it (`optional`) may be left empty.
 */
export function buildRegistrationFormSchema(
  form: RegistrationData['form'],
  optional: ReadonlySet<string> = new Set(),
) {
  const fields = form.fields;
  const consents = visibleConsents(form.consents);
  const consentShape: Record<string, z.ZodType<boolean>> = {};
  for (const consent of consents) {
    consentShape[consent.id] = consent.required
      ? z.boolean().refine((checked) => checked, FIELD_MESSAGES.consent)
      : z.boolean();
  }
  const free = z.string();
  const text = (
    name: 'firstName' | 'lastName' | 'postalCode' | 'phoneNumber' | 'birthday',
    message: string,
    max?: number,
  ) => {
    if (!fields[name]) return free;
    if (optional.has(name)) return max ? z.string().trim().max(max, tooLong(max)) : free;
    const required = requiredText(message);
    return max ? required.max(max, tooLong(max)) : required;
  };
  const phone = !fields.phoneNumber
    ? free
    : optional.has('phoneNumber')
      ? z
          .string()
          .trim()
          .refine((value) => value === '' || PHONE_PATTERN.test(value), FIELD_MESSAGES.phoneFormat)
      : requiredText(FIELD_MESSAGES.phoneNumber).regex(PHONE_PATTERN, FIELD_MESSAGES.phoneFormat);
  return z.object({
    firstName: text('firstName', FIELD_MESSAGES.firstName, 100),
    lastName: text('lastName', FIELD_MESSAGES.lastName, 100),
    postalCode: text('postalCode', FIELD_MESSAGES.postalCode, 20),
    phoneNumber: phone,
    birthday: text('birthday', FIELD_MESSAGES.birthday),
    // One boolean per labelled consent id; the shape is only known at run time.
    consents: z.object(consentShape) as unknown as z.ZodType<
      Record<string, boolean>,
      Record<string, boolean>
    >,
  });
}

export function defaultFormValues(form: RegistrationData['form']): RegistrationFormValues {
  const consents: Record<string, boolean> = {};
  for (const consent of visibleConsents(form.consents)) consents[consent.id] = false;
  return { firstName: '', lastName: '', postalCode: '', phoneNumber: '', birthday: '', consents };
}
