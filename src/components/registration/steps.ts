/**
 * The registration block's steps (loading, sign-in, not the owner, form, success), plus TAKEN: a tapped item already registered
 * to another owner, said before any form (docs/decisions/tap-landing.md).
 */
export type RegistrationStep = 'LOADING' | 'AUTH' | 'NOT_OWNER' | 'TAKEN' | 'FORM' | 'SUCCESS';

export const INITIAL_STEP: RegistrationStep = 'AUTH';

export interface StepInputs {
  /** A session exists (the user is signed in). */
  isAuthenticated: boolean;
  /** The ownership check answered that the user owns the token. */
  isOwner: boolean;
  /** The ownership check is running. */
  ownershipLoading: boolean;
  /** The owner's registration settings are loading. */
  settingsLoading: boolean;
  /** The page was opened from a tap: the short URL ('code') is known. */
  hasShortUrl: boolean;
  /** The server said the page's token is registered already (to anyone). */
  tokenRegistered?: boolean;
}

/**
 * blocks.md, in its own order: unless SUCCESS is already reached, an owner is at SUCCESS
 * (LOADING while the registration settings load); a signed-in user with a short URL fills the
 * FORM, without one waits (LOADING) for the ownership check and is otherwise NOT_OWNER; anyone
 * not signed in is at AUTH. One addition in front of the FORM: a signed-in visitor with a short
 * URL whose token is registered already and not theirs is told so (TAKEN) instead of filling a
 * form the server will refuse (LOADING while the ownership check runs).
 */
export function nextStep(current: RegistrationStep, inputs: StepInputs): RegistrationStep {
  if (current === 'SUCCESS') return 'SUCCESS';
  if (inputs.isAuthenticated && inputs.isOwner)
    return inputs.settingsLoading ? 'LOADING' : 'SUCCESS';
  if (inputs.isAuthenticated) {
    if (inputs.hasShortUrl && inputs.tokenRegistered)
      return inputs.ownershipLoading ? 'LOADING' : 'TAKEN';
    if (inputs.hasShortUrl) return 'FORM';
    if (inputs.ownershipLoading) return 'LOADING';
    return 'NOT_OWNER';
  }
  return 'AUTH';
}

export type StepEvent = { type: 'inputs'; inputs: StepInputs } | { type: 'registered' };

/** The reducer the block keeps: inputs move the step by nextStep; a successful submit is final. */
export function stepReducer(current: RegistrationStep, event: StepEvent): RegistrationStep {
  if (event.type === 'registered') return 'SUCCESS';
  return nextStep(current, event.inputs);
}
