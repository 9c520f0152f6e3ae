import { describe, expect, it } from 'vitest';
import {
  INITIAL_STEP,
  nextStep,
  stepReducer,
  type StepInputs,
} from '../../../src/components/registration/steps';

const base: StepInputs = {
  isAuthenticated: false,
  isOwner: false,
  ownershipLoading: false,
  settingsLoading: false,
  hasShortUrl: false,
};

describe('registration step machine (blocks.md)', () => {
  it('blocks.md: starts at AUTH', () => {
    expect(INITIAL_STEP).toBe('AUTH');
  });

  it('blocks.md: not signed in is AUTH, with or without a short URL', () => {
    expect(nextStep('AUTH', base)).toBe('AUTH');
    expect(nextStep('AUTH', { ...base, hasShortUrl: true })).toBe('AUTH');
  });

  it('blocks.md: the owner of the token is at SUCCESS, LOADING while the registration settings load', () => {
    const owner = { ...base, isAuthenticated: true, isOwner: true };
    expect(nextStep('AUTH', { ...owner, settingsLoading: true })).toBe('LOADING');
    expect(nextStep('LOADING', owner)).toBe('SUCCESS');
    expect(nextStep('FORM', { ...owner, hasShortUrl: true })).toBe('SUCCESS');
  });

  it('blocks.md: signed in with a short URL goes to FORM', () => {
    expect(nextStep('AUTH', { ...base, isAuthenticated: true, hasShortUrl: true })).toBe('FORM');
    expect(
      nextStep('AUTH', {
        ...base,
        isAuthenticated: true,
        hasShortUrl: true,
        ownershipLoading: true,
      }),
    ).toBe('FORM');
  });

  it('blocks.md: signed in without a short URL is LOADING while ownership is checked, else NOT_OWNER', () => {
    expect(nextStep('AUTH', { ...base, isAuthenticated: true, ownershipLoading: true })).toBe(
      'LOADING',
    );
    expect(nextStep('LOADING', { ...base, isAuthenticated: true })).toBe('NOT_OWNER');
  });

  it('blocks.md: once SUCCESS is reached it stays, whatever the inputs', () => {
    expect(nextStep('SUCCESS', base)).toBe('SUCCESS');
    expect(stepReducer('FORM', { type: 'registered' })).toBe('SUCCESS');
    expect(
      stepReducer('SUCCESS', { type: 'inputs', inputs: { ...base, isAuthenticated: true } }),
    ).toBe('SUCCESS');
  });

  it('blocks.md: signing out moves back to AUTH', () => {
    expect(stepReducer('FORM', { type: 'inputs', inputs: base })).toBe('AUTH');
  });
});

describe('the already-registered state in front of the form (docs/decisions/tap-landing.md)', () => {
  const tapped = { ...base, isAuthenticated: true, hasShortUrl: true };

  it('a signed-in visitor tapping an item registered to someone else is told so, never given the form', () => {
    expect(nextStep('AUTH', { ...tapped, tokenRegistered: true })).toBe('TAKEN');
  });

  it('waits for the ownership check before saying whose it is', () => {
    expect(nextStep('AUTH', { ...tapped, tokenRegistered: true, ownershipLoading: true })).toBe(
      'LOADING',
    );
  });

  it('the owner of a registered item still goes to SUCCESS, an unregistered item still to FORM', () => {
    expect(
      nextStep('AUTH', { ...tapped, tokenRegistered: true, isOwner: true, settingsLoading: false }),
    ).toBe('SUCCESS');
    expect(nextStep('AUTH', { ...tapped, tokenRegistered: false })).toBe('FORM');
  });

  it('without a short URL the spec’s NOT_OWNER stays, and a visitor not signed in stays at AUTH', () => {
    expect(nextStep('AUTH', { ...base, isAuthenticated: true, tokenRegistered: true })).toBe(
      'NOT_OWNER',
    );
    expect(nextStep('AUTH', { ...base, hasShortUrl: true, tokenRegistered: true })).toBe('AUTH');
  });
});
