/** The registration steps of blocks.md §2 and §4. */
export type RegistrationStep = 'LOADING' | 'AUTH' | 'NOT_OWNER' | 'FORM' | 'SUCCESS';

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
}

/**
 * blocks.md §4, in its own order: unless SUCCESS is already reached, an owner is at SUCCESS
 * (LOADING while the registration settings load); a signed-in user with a short URL fills the
 * FORM, without one waits (LOADING) for the ownership check and is otherwise NOT_OWNER; anyone
 * not signed in is at AUTH.
 */
export function nextStep(current: RegistrationStep, inputs: StepInputs): RegistrationStep {
  if (current === 'SUCCESS') return 'SUCCESS';
  if (inputs.isAuthenticated && inputs.isOwner)
    return inputs.settingsLoading ? 'LOADING' : 'SUCCESS';
  if (inputs.isAuthenticated) {
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
