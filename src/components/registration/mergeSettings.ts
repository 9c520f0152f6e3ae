import { registrationSchema, type RegistrationData } from './schema';
import { isRecord } from '../../schema/isRecord';

function deepMerge(
  base: Record<string, unknown>,
  over: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(over)) {
    if (value === undefined || value === null) continue;
    out[key] =
      isRecord(value) && isRecord(base[key])
        ? deepMerge(base[key] as Record<string, unknown>, value)
        : value;
  }
  return out;
}

/**
 * Server settings may describe a field as { enabled, required } where the block has a flag:
 * both mean "shown (and required)" when enabled.
 */
function normaliseFields(layer: Record<string, unknown>): Record<string, unknown> {
  const form = layer.form;
  if (!isRecord(form) || !isRecord(form.fields)) return layer;
  const fields: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(form.fields)) {
    fields[name] = isRecord(value) ? value.enabled === true : value;
  }
  return { ...layer, form: { ...form, fields } };
}

const SUCCESS_DEFAULTS = registrationSchema.content.parse({}).success as Record<string, unknown>;

/**
 * The success screen is the owner's words: what the block sets there (a title, a message, a
 * discount code, a button) stays, and the settings fill only what the block leaves at its
 * default. The form's fields and consents are the server's rules and always apply.
 */
function keepBlockSuccess(
  data: RegistrationData,
  layer: Record<string, unknown>,
): Record<string, unknown> {
  if (!isRecord(layer.success)) return layer;
  const block = data.success as unknown as Record<string, unknown>;
  const success: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(layer.success)) {
    const ownerSet = JSON.stringify(block[key]) !== JSON.stringify(SUCCESS_DEFAULTS[key]);
    if (!ownerSet) success[key] = value;
  }
  return { ...layer, success };
}

/**
 * The block's data with the collection's and the owner's registration settings laid over it,
 * key by key (later wins), except the success screen's texts the block sets itself
 * (`keepBlockSuccess`). Settings that do not validate are skipped whole, never half-applied.
 */
export function mergeRegistrationSettings(
  data: RegistrationData,
  ...layers: unknown[]
): RegistrationData {
  let merged = data;
  for (const layer of layers) {
    if (!isRecord(layer)) continue;
    const result = registrationSchema.content.safeParse(
      deepMerge(
        merged as unknown as Record<string, unknown>,
        keepBlockSuccess(data, normaliseFields(layer)),
      ),
    );
    if (result.success) merged = result.data;
    else
      console.warn(
        'Registration settings ignored: they do not match the registration block',
        result.error.issues,
      );
  }
  return merged;
}
