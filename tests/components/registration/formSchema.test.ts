import { describe, expect, it } from 'vitest';
import {
  buildMetadata,
  buildRegistrationFormSchema,
  defaultFormValues,
  optionalFields,
  preSubmitError,
  visibleConsents,
} from '../../../src/components/registration/formSchema';
import { registrationSchema } from '../../../src/components/registration/schema';

const data = (form: Record<string, unknown> = {}) => registrationSchema.content.parse({ form });
const allFields = {
  firstName: true,
  lastName: true,
  postalCode: true,
  phoneNumber: true,
  birthday: true,
};

function errorsOf(form: ReturnType<typeof data>['form'], values: Record<string, unknown>) {
  const result = buildRegistrationFormSchema(form).safeParse({
    ...defaultFormValues(form),
    ...values,
  });
  if (result.success) return {};
  return Object.fromEntries(
    result.error.issues.map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('registration form validation (blocks.md)', () => {
  it('blocks.md: every enabled field is required with its message', () => {
    const { form } = data({ fields: allFields });
    expect(errorsOf(form, {})).toEqual({
      firstName: 'First name is required',
      lastName: 'Last name is required',
      postalCode: 'Postal code is required',
      phoneNumber: 'Phone number is required',
      birthday: 'Birthday is required',
    });
  });

  it('blocks.md: a disabled field is not checked', () => {
    const { form } = data({ fields: { firstName: false, lastName: false } });
    expect(errorsOf(form, {})).toEqual({});
  });

  it.each(['+123 456 7890', '123-456-7890', '123.456.789012', '1234567890', '+1234567890'])(
    'blocks.md: phone %s is accepted',
    (phone) => {
      const { form } = data({ fields: { firstName: false, lastName: false, phoneNumber: true } });
      expect(errorsOf(form, { phoneNumber: phone })).toEqual({});
    },
  );

  it.each(['12345', '123-456-789', '123 456 7890123', 'phone', '++123 456 7890', '(123) 456-7890'])(
    'blocks.md: phone %s is "Invalid phone number format"',
    (phone) => {
      const { form } = data({ fields: { firstName: false, lastName: false, phoneNumber: true } });
      expect(errorsOf(form, { phoneNumber: phone })).toEqual({
        phoneNumber: 'Invalid phone number format',
      });
    },
  );

  it("blocks.md: required consents must be checked: 'This consent is required'", () => {
    const { form } = data({
      fields: { firstName: false, lastName: false },
      consents: [
        { id: 'terms', label: 'I accept the terms', required: true },
        { id: 'news', label: 'Send me news', required: false },
      ],
    });
    expect(errorsOf(form, {})).toEqual({ 'consents.terms': 'This consent is required' });
    expect(errorsOf(form, { consents: { terms: true, news: false } })).toEqual({});
  });

  it('blocks.md: consents without a label are ignored', () => {
    const { form } = data({
      fields: { firstName: false, lastName: false },
      consents: [{ id: 'hidden', label: '', required: true }],
    });
    expect(visibleConsents(form.consents)).toEqual([]);
    expect(errorsOf(form, {})).toEqual({});
    expect(buildMetadata(form, defaultFormValues(form))).toEqual({});
  });

  it('blocks.md: metadata holds the enabled fields plus one boolean per consent id', () => {
    const { form } = data({
      fields: { firstName: true, lastName: true, phoneNumber: true },
      consents: [
        { id: 'terms', label: 'Terms', required: true },
        { id: 'news', label: 'News' },
      ],
    });
    const values = {
      ...defaultFormValues(form),
      firstName: ' Ada ',
      lastName: 'Lovelace',
      phoneNumber: '123 456 7890',
      postalCode: 'ignored',
      consents: { terms: true, news: false },
    };
    expect(buildMetadata(form, values)).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      phoneNumber: '123 456 7890',
      terms: true,
      news: false,
    });
  });

  it('blocks.md: before submit the email, short URL and collection id must be present, in that order', () => {
    expect(preSubmitError({})).toBe('Email is required for registration');
    expect(preSubmitError({ email: 'a@b.co' })).toBe('Short URL is required for registration');
    expect(preSubmitError({ email: 'a@b.co', shortUrl: 'abc' })).toBe(
      'Collection ID is required for registration',
    );
    expect(preSubmitError({ email: 'a@b.co', shortUrl: 'abc', collectionId: 'c1' })).toBeNull();
  });
});

describe('fields the registration settings ask for without requiring them', () => {
  const settings = {
    form: {
      fields: {
        firstName: { enabled: true, required: true },
        postalCode: { enabled: true, required: false },
        phoneNumber: { enabled: true, required: false },
        birthday: { enabled: false, required: false },
      },
    },
  };

  it('are the enabled, not required ones; a later layer that requires one wins', () => {
    expect([...optionalFields(settings)].sort()).toEqual(['phoneNumber', 'postalCode']);
    const owner = { form: { fields: { postalCode: { enabled: true, required: true } } } };
    expect([...optionalFields(settings, owner)]).toEqual(['phoneNumber']);
    // The block's own flags say "asked and required": nothing optional there.
    expect(optionalFields({ form: { fields: { postalCode: true } } }).size).toBe(0);
  });

  it('may be left empty, but a phone number given must still have its format', () => {
    const form = data({ fields: { ...allFields, birthday: false } }).form;
    const optional = optionalFields(settings);
    const check = (values: Record<string, unknown>) => {
      const result = buildRegistrationFormSchema(form, optional).safeParse({
        ...defaultFormValues(form),
        firstName: 'Ada',
        lastName: 'Lane',
        ...values,
      });
      return result.success ? [] : result.error.issues.map((issue) => issue.message);
    };
    expect(check({})).toEqual([]);
    expect(check({ phoneNumber: '12' })).toEqual(['Invalid phone number format']);
    expect(check({ firstName: '' })).toEqual(['First name is required']);
  });
});
