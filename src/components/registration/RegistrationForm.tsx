import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useMemo } from 'react';
import { useForm } from 'react-hook-form';
import {
  buildRegistrationFormSchema,
  defaultFormValues,
  enabledFields,
  visibleConsents,
  type RegistrationFormValues,
} from './formSchema';
import type { RegistrationData, RegistrationField } from './schema';
import { safeHref } from './safeHref';
import { t } from '../../i18n/i18n';

const FIELD_UI: Record<
  RegistrationField,
  {
    label: 'firstName' | 'lastName' | 'postalCode' | 'phoneNumber' | 'birthday';
    type: string;
    autoComplete: string;
    inputMode?: 'tel' | 'text';
  }
> = {
  firstName: { label: 'firstName', type: 'text', autoComplete: 'given-name' },
  lastName: { label: 'lastName', type: 'text', autoComplete: 'family-name' },
  postalCode: { label: 'postalCode', type: 'text', autoComplete: 'postal-code' },
  phoneNumber: { label: 'phoneNumber', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
  birthday: { label: 'birthday', type: 'date', autoComplete: 'bday' },
};

export interface RegistrationFormProps {
  form: RegistrationData['form'];
  submitting: boolean;
  submitLabel?: string;
  /** Fields asked for without being required: marked so, and may be left empty. */
  optional?: ReadonlySet<RegistrationField>;
  onSubmit: (values: RegistrationFormValues) => void;
}

const NONE: ReadonlySet<RegistrationField> = new Set();

/**
 * The registration form built from the enabled fields and the labelled consents (blocks.md),
 * validated by react-hook-form with the zod resolver; each message sits under its field.
 */
export function RegistrationForm({
  form,
  submitting,
  submitLabel = t('registration.register'),
  optional = NONE,
  onSubmit,
}: RegistrationFormProps) {
  const id = useId();
  const schema = useMemo(() => buildRegistrationFormSchema(form, optional), [form, optional]);
  const defaults = useMemo(() => defaultFormValues(form), [form]);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RegistrationFormValues>({ resolver: zodResolver(schema), defaultValues: defaults });
  const fields = enabledFields(form);
  const consents = visibleConsents(form.consents);

  return (
    <form className="one-registration-form" onSubmit={handleSubmit(onSubmit)} noValidate>
      {fields.map((field) => {
        const ui = FIELD_UI[field];
        const error = errors[field]?.message;
        const inputId = `${id}-${field}`;
        return (
          <div key={field} className="one-registration-field">
            <label htmlFor={inputId} className="one-registration-label">
              {optional.has(field)
                ? t('registration.optionalField', { label: t(`registration.${ui.label}`) })
                : t(`registration.${ui.label}`)}
            </label>
            <input
              id={inputId}
              className="one-registration-input"
              type={ui.type}
              autoComplete={ui.autoComplete}
              inputMode={ui.inputMode}
              aria-required={optional.has(field) ? undefined : true}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${inputId}-error` : undefined}
              {...register(field)}
            />
            {error ? (
              <p id={`${inputId}-error`} className="one-registration-error" role="alert">
                {error}
              </p>
            ) : null}
          </div>
        );
      })}
      {consents.length > 0 ? (
        <fieldset className="one-registration-consents">
          <legend className="one-sr-only">{t('registration.consents')}</legend>
          {consents.map((consent) => {
            const inputId = `${id}-consent-${consent.id}`;
            const error = errors.consents?.[consent.id]?.message;
            const href = safeHref(consent.url);
            return (
              <div key={consent.id} className="one-registration-consent">
                <input
                  id={inputId}
                  type="checkbox"
                  className="one-registration-checkbox"
                  aria-invalid={error ? true : undefined}
                  aria-describedby={error ? `${inputId}-error` : undefined}
                  aria-required={consent.required || undefined}
                  {...register(`consents.${consent.id}`)}
                />
                <div>
                  <label htmlFor={inputId} className="one-registration-consent-label">
                    {consent.title ? <strong>{consent.title} </strong> : null}
                    {consent.label}
                  </label>
                  {consent.required ? <span aria-hidden="true"> *</span> : null}
                  {href ? (
                    <>
                      {' '}
                      <a
                        href={href}
                        target="_blank"
                        rel="noopener noreferrer"
                        className="one-registration-link"
                      >
                        {t('registration.readMore')}
                        <span className="one-sr-only">
                          {' '}
                          {t('registration.readMoreAbout', {
                            title: consent.title || consent.label,
                          })}
                        </span>
                      </a>
                    </>
                  ) : null}
                  {error ? (
                    <p id={`${inputId}-error`} className="one-registration-error" role="alert">
                      {error}
                    </p>
                  ) : null}
                </div>
              </div>
            );
          })}
        </fieldset>
      ) : null}
      <button
        type="submit"
        className="one-registration-button"
        disabled={submitting}
        aria-busy={submitting || undefined}
      >
        {submitting ? t('registration.registering') : submitLabel}
      </button>
    </form>
  );
}
