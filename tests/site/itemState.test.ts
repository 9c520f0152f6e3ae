import { describe, expect, it } from 'vitest';
import { itemState, type ItemStateInputs } from '../../src/site/itemState';
import { TAP_TEXT } from '../../src/site/tapLandingText';

const base: ItemStateInputs = {
  registered: false,
  authLoading: false,
  signedIn: false,
  ownershipLoading: false,
  isOwner: false,
};

describe("a tapped item's state is known before any form (docs/decisions/tap-landing.md)", () => {
  it('unregistered, whoever looks', () => {
    expect(itemState(base)).toBe('unregistered');
    expect(itemState({ ...base, signedIn: true })).toBe('unregistered');
  });

  it("registered: the owner's, someone else's, or — not signed in — perhaps the visitor's", () => {
    expect(itemState({ ...base, registered: true, signedIn: true, isOwner: true })).toBe('yours');
    expect(itemState({ ...base, registered: true, signedIn: true })).toBe('taken');
    expect(itemState({ ...base, registered: true })).toBe('registered');
  });

  it('never says "taken" before the session and the ownership check have answered', () => {
    expect(itemState({ ...base, registered: true, authLoading: true })).toBe('checking');
    expect(itemState({ ...base, registered: true, signedIn: true, ownershipLoading: true })).toBe(
      'checking',
    );
  });

  it('the number reads "No. 3 of 12", or "No. 3" without an edition size', () => {
    expect(TAP_TEXT.number('3', 12)).toBe('No. 3 of 12');
    expect(TAP_TEXT.number('3', null)).toBe('No. 3');
  });
});
