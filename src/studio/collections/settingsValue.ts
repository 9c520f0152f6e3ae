import { isRecord } from '../../schema/isRecord';
import {
  registrationSettingsForm,
  type RegistrationSettingsForm,
} from '../../schema/entities/registrationSettings';

type Json = Record<string, unknown>;

/**
 * The stored registration settings as the form shows them: a field stored as a plain flag
 * (true/false) is read as "asked, not required"; anything unreadable falls back to its default.
 */
export function registrationFormValue(stored: unknown): RegistrationSettingsForm {
  const source: Json = isRecord(stored) ? structuredClone(stored) : {};
  const form = isRecord(source.form) ? source.form : null;
  if (form && isRecord(form.fields)) {
    for (const [name, rule] of Object.entries(form.fields)) {
      if (typeof rule === 'boolean') form.fields[name] = { enabled: rule, required: false };
    }
  }
  const parsed = registrationSettingsForm.safeParse(source);
  if (parsed.success) return parsed.data;
  // One bad part does not hide the rest: each top-level part is read on its own.
  const value: Json = {};
  for (const key of Object.keys(registrationSettingsForm.shape)) {
    const part = registrationSettingsForm.shape[key as keyof RegistrationSettingsForm].safeParse(
      source[key],
    );
    if (part.success) value[key] = part.data;
  }
  return registrationSettingsForm.parse(value);
}

/**
 * What is stored: the stored settings with the form's parts laid over them (keys the studio
 * does not edit stay), and the success layout. Empty choices are left out, so a block's own
 * success URL or layout is not overridden by nothing.
 */
export function registrationSettingsToStore(
  stored: unknown,
  form: Json,
  successLayoutId: string | null,
): Json {
  const next: Json = { ...(isRecord(stored) ? stored : {}), ...form };
  if (!next.onSuccessUrl) delete next.onSuccessUrl;
  if (!next.contact) delete next.contact;
  if (successLayoutId) next.onSuccessLayout = { id: successLayoutId };
  else delete next.onSuccessLayout;
  return next;
}

export function storedSuccessLayout(stored: unknown): string | null {
  if (!isRecord(stored) || !isRecord(stored.onSuccessLayout)) return null;
  const id = stored.onSuccessLayout.id;
  return typeof id === 'string' && id ? id : null;
}
