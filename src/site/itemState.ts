/**
 * What a tapped item is to the visitor looking at it, decided before any form is shown
 * (docs/decisions/tap-landing.md). Pure: the server's token state, the session and the
 * ownership answer in, one state out.
 */
export type ItemState =
  /** The session or the ownership check is still running. */
  | 'checking'
  /** Nobody owns it yet: the visitor can register it. */
  | 'unregistered'
  /** Registered to the signed-in visitor. */
  | 'yours'
  /** Registered to someone else than the signed-in visitor. */
  | 'taken'
  /** Registered, and the visitor is not signed in: it may be theirs. */
  | 'registered';

export interface ItemStateInputs {
  registered: boolean;
  authLoading: boolean;
  signedIn: boolean;
  ownershipLoading: boolean;
  isOwner: boolean;
}

export function itemState(inputs: ItemStateInputs): ItemState {
  if (inputs.authLoading) return 'checking';
  if (inputs.signedIn && inputs.isOwner) return 'yours';
  if (!inputs.registered) return 'unregistered';
  if (!inputs.signedIn) return 'registered';
  return inputs.ownershipLoading ? 'checking' : 'taken';
}
