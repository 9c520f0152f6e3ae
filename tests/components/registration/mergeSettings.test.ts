import { describe, expect, it } from 'vitest';
import { mergeRegistrationSettings } from '../../../src/components/registration/mergeSettings';
import { registrationSchema } from '../../../src/components/registration/schema';

const block = (input: Record<string, unknown>) => registrationSchema.content.parse(input);

const collectionSettings = {
  form: { fields: { postalCode: { enabled: true, required: true } } },
  success: {
    title: 'Welcome to the club',
    message: 'Here is 10% off.',
    discountCode: 'CLUB10',
  },
};

describe('registration settings over the block (docs/decisions/visitor-pages.md)', () => {
  it("fill the success screen the block leaves at its defaults ('Registration Complete!', no code)", () => {
    const merged = mergeRegistrationSettings(block({}), collectionSettings);
    expect(merged.success).toMatchObject({
      title: 'Welcome to the club',
      message: 'Here is 10% off.',
      discountCode: 'CLUB10',
    });
  });

  it('keep the success texts and discount code the owner set on the block', () => {
    const merged = mergeRegistrationSettings(
      block({ success: { title: 'Thanks, owner!', discountCode: 'SAVE20' } }),
      collectionSettings,
    );
    expect(merged.success).toMatchObject({
      title: 'Thanks, owner!',
      message: 'Here is 10% off.',
      discountCode: 'SAVE20',
    });
  });

  it("always apply the server's form rules (fields and consents)", () => {
    const merged = mergeRegistrationSettings(
      block({ form: { fields: { postalCode: false } } }),
      collectionSettings,
    );
    expect(merged.form.fields.postalCode).toBe(true);
  });
});
