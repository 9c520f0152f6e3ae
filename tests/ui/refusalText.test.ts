import { describe, expect, it } from 'vitest';
import { ApiRequestError } from '../../src/client/errors';
import {
  REFUSAL_TEXT,
  REGISTRATION_TEXT,
  registrationErrorMessage,
} from '../../src/components/registration/messages';
import { retryWhen } from '../../src/ui/refusalText';

const refusal = (status: number, body: unknown, retryAfterMs?: number) =>
  new ApiRequestError(`HTTP Error Status: ${status} - ${JSON.stringify(body)}`, {
    endpoint: '/v1/registrations/register-email',
    options: { method: 'POST', hasBody: true, hasForm: false },
    status,
    body,
    retryAfterMs,
  });

describe('a refused registration says why, in words a visitor understands', () => {
  it('the wait before another try, from Retry-After', () => {
    expect(retryWhen(30_000)).toBe('in 30 seconds');
    expect(retryWhen(300_000)).toBe('in about 5 minutes');
    expect(retryWhen(60_000)).toBe('in about a minute');
    expect(retryWhen(null)).toBe('in a few minutes');
  });

  it('already registered to another owner: said, without "try again"', () => {
    const message = registrationErrorMessage(
      refusal(409, {
        error: 'Conflict',
        message: 'This product is already registered to another owner',
        reason: 'already_registered',
      }),
    );
    expect(message).toBe(REFUSAL_TEXT.alreadyRegistered);
    expect(message).not.toMatch(/try again/i);
  });

  it("another item's tap code on an item's page says so, not 'try again'", () => {
    const message = registrationErrorMessage(
      refusal(400, {
        message: 'short_url: This tap code belongs to another item.',
        reason: 'other_item',
      }),
    );
    expect(message).toBe(REFUSAL_TEXT.otherItem);
    expect(message).not.toMatch(/try again/i);
  });

  it("a registration pending elsewhere keeps the spec's text", () => {
    expect(
      registrationErrorMessage(
        refusal(409, { message: 'Someone has already initiated a registration for this product.' }),
      ),
    ).toBe(REGISTRATION_TEXT.alreadyInProgress);
  });

  it('too many tries says when to come back; a refused field says which rule', () => {
    expect(registrationErrorMessage(refusal(429, { message: 'Too many' }, 120_000))).toBe(
      'Too many tries for now. You can try again in about 2 minutes.',
    );
    expect(
      registrationErrorMessage(
        refusal(400, { message: 'metadata.terms: This consent is required' }),
      ),
    ).toBe('This consent is required');
  });

  it("a failure the server gave no reason for, a lost connection included, keeps the spec's text", () => {
    expect(registrationErrorMessage(refusal(0, null))).toBe(
      'Registration failed. Please try again.',
    );
    expect(registrationErrorMessage(refusal(502, ''))).toBe(
      'Registration failed. Please try again.',
    );
  });

  it('no raw HTTP text ever reaches the visitor', () => {
    expect(registrationErrorMessage(refusal(500, 'boom'))).toBe(REGISTRATION_TEXT.failed);
    expect(registrationErrorMessage(refusal(400, 'plain text'))).toBe(REGISTRATION_TEXT.failed);
  });
});
