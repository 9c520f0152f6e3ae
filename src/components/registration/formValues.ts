/**
 * The registration form's values and what the block does with them before sending, without
 * zod: the block hydrates on visitor pages, which load no schema library until the form itself
 * is shown (formSchema.ts checks the values there).
 */
import { REGISTRATION_TEXT } from './messages';
import { REGISTRATION_FIELDS, type RegistrationField } from './fields';
import { isRecord } from '../../schema/isRecord';
import type { RegistrationConsent, RegistrationData } from './schema';

export interface RegistrationFormValues {
  firstName: string;
  lastName: string;
  postalCode: string;
  phoneNumber: string;
  birthday: string;
  consents: Record<string, boolean>;
}

/**
 * The fields the registration settings ask for without requiring them ({ enabled: true,
 * required: false }); later settings win. The block itself has only "asked and required", so
 * these are shown, marked optional, and may be left empty — the server requires only what the
 * settings require.
 */
export function optionalFields(...layers: unknown[]): ReadonlySet<RegistrationField> {
  const optional = new Set<RegistrationField>();
  for (const layer of layers) {
    const form = isRecord(layer) ? layer.form : undefined;
    const fields = isRecord(form) ? form.fields : undefined;
    if (!isRecord(fields)) continue;
    for (const name of REGISTRATION_FIELDS) {
      const rule = fields[name];
      if (rule === undefined || rule === null) continue;
      // A bare flag (the block's own) is "asked and required"; only a rule can ask without requiring.
      if (isRecord(rule) && rule.enabled === true && rule.required !== true) optional.add(name);
      else optional.delete(name);
    }
  }
  return optional;
}

/** Consents without a label are ignored (blocks.md). */
export function visibleConsents(consents: RegistrationConsent[]): RegistrationConsent[] {
  return consents.filter((consent) => consent.label.trim() !== '');
}

export function enabledFields(form: RegistrationData['form']): RegistrationField[] {
  return REGISTRATION_FIELDS.filter((field) => form.fields[field]);
}

/** blocks.md "Registration submitted metadata": the enabled fields plus one boolean per consent id. */
export function buildMetadata(
  form: RegistrationData['form'],
  values: RegistrationFormValues,
): Record<string, string | boolean> {
  const metadata: Record<string, string | boolean> = {};
  for (const field of enabledFields(form)) metadata[field] = values[field].trim();
  for (const consent of visibleConsents(form.consents))
    metadata[consent.id] = values.consents[consent.id] === true;
  return metadata;
}

export interface SubmitContext {
  email?: string | null;
  shortUrl?: string | null;
  collectionId?: string | null;
}

/** blocks.md pre-submit checks, in the spec's order; null when all are present. */
export function preSubmitError(context: SubmitContext): string | null {
  if (!context.email) return REGISTRATION_TEXT.emailRequired;
  if (!context.shortUrl) return REGISTRATION_TEXT.shortUrlRequired;
  if (!context.collectionId) return REGISTRATION_TEXT.collectionRequired;
  return null;
}
