import { describe, expect, it } from 'vitest';
import { registrationSchema } from '../../../src/components/registration/schema';
import { registrationErrorMessage } from '../../../src/components/registration/messages';
import { successTarget } from '../../../src/components/registration/successTarget';

describe('registration data (blocks.md)', () => {
  it('blocks.md: defaults are modal, the trigger labels and the three titles', () => {
    const data = registrationSchema.content.parse({});
    expect(data.type).toBe('modal');
    expect(data.triggerButton).toMatchObject({
      active: true,
      registeredLabel: 'View Registration',
      unregisteredLabel: 'Register',
    });
    expect(data.auth.title).toBe('Sign in to Register');
    expect(data.form.title).toBe('Register Your Product');
    expect(data.success.title).toBe('Registration Complete!');
    expect(registrationSchema.style.parse({})).toBeTruthy();
  });

  it('blocks.md: 0 to 10 consents', () => {
    const consents = Array.from({ length: 11 }, (_, i) => ({ id: `c${i}`, label: 'x' }));
    expect(
      registrationSchema.content.safeParse({ form: { consents: consents.slice(0, 10) } }).success,
    ).toBe(true);
    expect(registrationSchema.content.safeParse({ form: { consents } }).success).toBe(false);
  });

  it('refuses unsafe links for the success button and redirect', () => {
    expect(
      registrationSchema.content.safeParse({ onSuccessUrl: 'javascript:alert(1)' }).success,
    ).toBe(false);
    expect(
      registrationSchema.content.safeParse({ success: { button: { url: '//evil.example' } } })
        .success,
    ).toBe(false);
    expect(
      registrationSchema.content.safeParse({ onSuccessUrl: 'https://shop.example/thanks' }).success,
    ).toBe(true);
    expect(registrationSchema.content.safeParse({ onSuccessUrl: '/thanks' }).success).toBe(true);
  });
});

describe('registration failures (blocks.md)', () => {
  it("blocks.md: a message containing 'already initiated a registration' is the in-progress text", () => {
    expect(
      registrationErrorMessage(
        new Error('HTTP Error Status: 409 - You already initiated a registration'),
      ),
    ).toBe(
      'This product registration is already in progress. Please check your email for next steps.',
    );
  });
  it("blocks.md: any other failure is 'Registration failed. Please try again.'", () => {
    expect(registrationErrorMessage(new Error('HTTP Error Status: 500 - boom'))).toBe(
      'Registration failed. Please try again.',
    );
    expect(registrationErrorMessage(undefined)).toBe('Registration failed. Please try again.');
  });
});

describe('navigation after success (blocks.md)', () => {
  it('blocks.md: navigates to {current path}/{tokenId}', () => {
    expect(successTarget({ pathname: '/c/demo', tokenId: '7' })).toEqual({
      kind: 'navigate',
      href: '/c/demo/7',
    });
  });
  it('blocks.md: adds layout_id when a success layout is configured', () => {
    expect(
      successTarget({
        pathname: '/c/demo/',
        tokenId: '7',
        successLayoutId: 'L1',
        successUrl: 'https://x.example',
      }),
    ).toEqual({
      kind: 'navigate',
      href: '/c/demo/7?layout_id=L1',
    });
  });
  it('on a token page the registered token replaces the page token instead of nesting', () => {
    expect(successTarget({ pathname: '/c/demo/3', pageTokenId: '3', tokenId: '3' })).toEqual({
      kind: 'navigate',
      href: '/c/demo/3',
    });
  });
  it('blocks.md: otherwise a full redirect to the success URL', () => {
    expect(
      successTarget({
        pathname: '/c/demo',
        tokenId: '7',
        successUrl: 'https://shop.example/thanks',
      }),
    ).toEqual({
      kind: 'redirect',
      href: 'https://shop.example/thanks',
    });
  });
});
