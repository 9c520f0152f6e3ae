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

describe('registration step machine (blocks.md §4)', () => {
  it('blocks.md §4: starts at AUTH', () => {
    expect(INITIAL_STEP).toBe('AUTH');
  });

  it('blocks.md §4: not signed in is AUTH, with or without a short URL', () => {
    expect(nextStep('AUTH', base)).toBe('AUTH');
    expect(nextStep('AUTH', { ...base, hasShortUrl: true })).toBe('AUTH');
  });

  it('blocks.md §4: the owner of the token is at SUCCESS, LOADING while the registration settings load', () => {
    const owner = { ...base, isAuthenticated: true, isOwner: true };
    expect(nextStep('AUTH', { ...owner, settingsLoading: true })).toBe('LOADING');
    expect(nextStep('LOADING', owner)).toBe('SUCCESS');
    expect(nextStep('FORM', { ...owner, hasShortUrl: true })).toBe('SUCCESS');
  });

  it('blocks.md §4: signed in with a short URL goes to FORM', () => {
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

  it('blocks.md §4: signed in without a short URL is LOADING while ownership is checked, else NOT_OWNER', () => {
    expect(nextStep('AUTH', { ...base, isAuthenticated: true, ownershipLoading: true })).toBe(
      'LOADING',
    );
    expect(nextStep('LOADING', { ...base, isAuthenticated: true })).toBe('NOT_OWNER');
  });

  it('blocks.md §4: once SUCCESS is reached it stays, whatever the inputs', () => {
    expect(nextStep('SUCCESS', base)).toBe('SUCCESS');
    expect(stepReducer('FORM', { type: 'registered' })).toBe('SUCCESS');
    expect(
      stepReducer('SUCCESS', { type: 'inputs', inputs: { ...base, isAuthenticated: true } }),
    ).toBe('SUCCESS');
  });

  it('blocks.md §4: signing out moves back to AUTH', () => {
    expect(stepReducer('FORM', { type: 'inputs', inputs: base })).toBe('AUTH');
  });
});
