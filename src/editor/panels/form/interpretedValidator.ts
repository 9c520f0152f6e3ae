import { Validator, type OutputUnit, type Schema } from '@cfworker/json-schema';
import {
  createErrorHandler,
  getDefaultFormState,
  toErrorSchema,
  unwrapErrorHandler,
  validationDataMerge,
  type CustomValidator,
  type ErrorTransformer,
  type RJSFSchema,
  type RJSFValidationError,
  type UiSchema,
  type ValidationData,
  type ValidatorType,
} from '@rjsf/utils';

type Json = Record<string, unknown>;

/** The forms' schemas come from z.toJSONSchema with target draft-7 (formSchema.ts). */
const DRAFT = '7';

/**
 * The sub-schema with the root's definitions beside its own, so a `#/definitions/…` or
 * `#/$defs/…` reference inside it resolves as it would in the root schema.
 */
function withRootDefinitions(schema: RJSFSchema, root: RJSFSchema): Schema {
  const own = schema as Json;
  const base = root as Json;
  const merged: Json = { ...own };
  for (const key of ['definitions', '$defs'] as const) {
    if (base[key] && typeof base[key] === 'object' && base[key] !== own[key]) {
      merged[key] = { ...(base[key] as Json), ...((own[key] as Json | undefined) ?? {}) };
    }
  }
  return merged as Schema;
}

/** The failures that name a field's own problem, not the "a property failed" summaries above it. */
function leafErrors(errors: OutputUnit[]): OutputUnit[] {
  return errors.filter(
    (error) =>
      !['properties', 'items', 'additionalProperties', 'allOf', '$ref'].includes(error.keyword),
  );
}

/** '#/a/0/b' → '.a.0.b', as rjsf names a field in its error list. */
function propertyOf(instanceLocation: string): string {
  return instanceLocation
    .replace(/^#/, '')
    .split('/')
    .filter(Boolean)
    .map((part) => `.${decodeURIComponent(part.replace(/~1/g, '/').replace(/~0/g, '~'))}`)
    .join('');
}

/**
 * rjsf's validator without code generation. @rjsf/validator-ajv8 compiles every schema to a
 * function with `new Function`, which the served pages' Content-Security-Policy forbids (no
 * 'unsafe-eval'); @cfworker/json-schema walks the schema instead. The editor's forms check their
 * values with zod (zodCheck.ts); rjsf asks this validator which option of an anyOf/oneOf a value
 * matches (isValid) and, on a submit the forms never make, for the whole form's errors.
 */
export class InterpretedValidator implements ValidatorType {
  private readonly cache = new WeakMap<object, WeakMap<object, Validator>>();

  private validatorFor(schema: RJSFSchema, root: RJSFSchema, shortCircuit: boolean): Validator {
    if (!shortCircuit) return new Validator(withRootDefinitions(schema, root), DRAFT, false);
    let byRoot = this.cache.get(schema);
    if (!byRoot) {
      byRoot = new WeakMap();
      this.cache.set(schema, byRoot);
    }
    let validator = byRoot.get(root);
    if (!validator) {
      validator = new Validator(withRootDefinitions(schema, root), DRAFT, true);
      byRoot.set(root, validator);
    }
    return validator;
  }

  isValid(schema: RJSFSchema, formData: unknown, rootSchema: RJSFSchema): boolean {
    try {
      return this.validatorFor(schema, rootSchema, true).validate(formData).valid;
    } catch {
      // A schema the validator cannot read matches nothing, as with ajv8's compile errors.
      return false;
    }
  }

  rawValidation<Result = OutputUnit>(
    schema: RJSFSchema,
    formData?: unknown,
  ): { errors?: Result[]; validationError?: Error } {
    try {
      const result = this.validatorFor(schema, schema, false).validate(formData);
      return { errors: result.valid ? undefined : (leafErrors(result.errors) as Result[]) };
    } catch (error) {
      return { validationError: error instanceof Error ? error : new Error(String(error)) };
    }
  }

  validateFormData(
    formData: unknown,
    schema: RJSFSchema,
    customValidate?: CustomValidator,
    transformErrors?: ErrorTransformer,
    uiSchema?: UiSchema,
  ): ValidationData<unknown> {
    const raw = this.rawValidation(schema, formData);
    let errors: RJSFValidationError[] = (raw.errors ?? []).map((error) => {
      const property = propertyOf(error.instanceLocation);
      return {
        name: error.keyword,
        property,
        message: error.error,
        stack: `${property} ${error.error}`.trim(),
        schemaPath: error.keywordLocation,
      };
    });
    if (raw.validationError) errors = [...errors, { stack: raw.validationError.message }];
    if (transformErrors) errors = transformErrors(errors, uiSchema);
    const errorSchema = toErrorSchema<unknown>(errors);
    if (!customValidate) return { errors, errorSchema };
    // As rjsf's own validators do: custom checks see the form with its defaults filled in.
    const withDefaults = getDefaultFormState(this, schema, formData, schema, true);
    const handler = customValidate(withDefaults, createErrorHandler(withDefaults), uiSchema);
    return validationDataMerge({ errors, errorSchema }, unwrapErrorHandler(handler));
  }
}

/** One validator for every form: its cache follows the schemas, which the forms keep. */
export const interpretedValidator = new InterpretedValidator();
