import { useEffect, useState } from 'react';
import { useStore } from 'zustand';
import { useAuth } from '../client/auth/AuthContext';
import { useOwnership } from '../client/hooks/useOwnership';
import { REGISTRATION_DIALOG_ID } from '../components/registration/Registration';
import { safeHref } from '../components/registration/safeHref';
import { usePageContext } from '../renderer/PageContext';
import { StyleTag } from '../renderer/StyleTag';
import type { Collection } from '../schema/entities/collection';
import { contactHref } from '../schema/entities/contact';
import { openSignInDialog } from '../ui/auth/signInDialog';
import { dialogStore, openDialog } from '../ui/dialog/dialogStore';
import { itemState } from './itemState';
import { TAP_TEXT, registeredOn } from './tapLandingText';
import { tapLandingCss } from './tapLandingCss';

/** Where "View the page" leads: the layout, right under the landing. */
export const PAGE_START_ID = 'one-page-start';

/** What the landing shows of the collection: all an island of it carries in the page data. */
export type TapItem = Pick<Collection, 'id' | 'slug' | 'name' | 'quantity' | 'image' | 'contact'>;

export interface TapLandingProps {
  collection: TapItem;
  tokenId: string;
  token: { registered: boolean; registered_at: string | null };
  /** The layout has an activity feed: an owner is pointed at it. */
  hasFeed: boolean;
  /**
   * The layout has a registration block, whose dialog "Register this item" opens. On a
   * server-rendered page that block registers its dialog when its own island runs, which may
   * be after the landing's.
   */
  hasRegistration: boolean;
}

/** Scrolls to the page's activity feed and puts the keyboard on its first control. */
function goToFeed() {
  const feed = document.querySelector<HTMLElement>('[data-component-type="activity-feed"]');
  if (!feed) return;
  feed.scrollIntoView({ behavior: 'smooth', block: 'start' });
  feed.querySelector<HTMLElement>('button, a[href]')?.focus({ preventScroll: true });
}

/**
 * The first screen after a tap: what the item is (name, number, image) and the one next step
 * its state calls for — register it, see your registration, or learn it is someone else's —
 * above the collection's layout (docs/decisions/tap-landing.md).
 */
export function TapLanding({
  collection,
  tokenId,
  token: read,
  hasFeed,
  hasRegistration,
}: TapLandingProps) {
  const auth = useAuth();
  // The page's token as the page reads it now (again after a refused registration), else as
  // it was rendered.
  const token = usePageContext().token ?? read;
  // The same question, with the same payload, as the registration block's: asked once.
  const ownership = useOwnership({
    email: auth.email ?? undefined,
    user_id: auth.user?.id ?? undefined,
    collection_slug: collection.slug,
    collection_id: collection.id,
    token_id: tokenId,
  });
  const canRegister = useStore(dialogStore, (s) => Boolean(s.registered[REGISTRATION_DIALOG_ID]));
  const visitorUnknown = auth.isLoading;
  const state = itemState({
    registered: token.registered,
    authLoading: visitorUnknown,
    signedIn: auth.isAuthenticated,
    ownershipLoading: ownership.isLoading,
    isOwner: ownership.data?.is_owner === true,
  });
  // What a visitor who is not signed in sees, known from the page alone: until the session is
  // known it stands in the markup, invisible in its place (data-visitor-pending), and the page's
  // script shows it as it is once it knows the visitor is signed out, without loading React for
  // it until it is used (WAITING_ATTRIBUTE in islandScheduler.ts).
  const signedOut = visitorUnknown ? (token.registered ? 'registered' : 'unregistered') : null;
  const shows = (wanted: 'unregistered' | 'registered') => state === wanted || signedOut === wanted;
  const pending = visitorUnknown ? '' : undefined;
  const number = TAP_TEXT.number(tokenId, collection.quantity);
  const image = safeHref(collection.image);
  const contact = contactHref(collection.contact);
  const email = auth.email ?? auth.user?.email ?? null;
  // A press on "Register this item" before the registration block has registered its dialog
  // (the two hydrate side by side) opens it once it has.
  const [pressedEarly, setPressedEarly] = useState(false);
  useEffect(() => {
    if (!pressedEarly || !canRegister) return;
    setPressedEarly(false);
    openDialog(REGISTRATION_DIALOG_ID);
  }, [pressedEarly, canRegister]);
  const register = () =>
    dialogStore.getState().registered[REGISTRATION_DIALOG_ID]
      ? openDialog(REGISTRATION_DIALOG_ID)
      : setPressedEarly(true);

  return (
    <section
      className="one-tap"
      aria-label={TAP_TEXT.region(collection.name, number)}
      data-item-state={state}
    >
      <StyleTag css={tapLandingCss} />
      <div className="one-tap-item">
        {image ? <img className="one-tap-image" src={image} alt="" /> : null}
        <div className="one-tap-identity">
          <h2 className="one-tap-name">{collection.name}</h2>
          <p className="one-tap-number">{number}</p>
        </div>
      </div>
      <div className="one-tap-state" role="status">
        {state === 'checking' ? (
          <p className="one-tap-status one-tap-checking">{TAP_TEXT.checking}</p>
        ) : null}
        {shows('unregistered') ? (
          <p className="one-tap-status" data-visitor-pending={pending}>
            {TAP_TEXT.unregistered}
          </p>
        ) : null}
        {state === 'yours' ? (
          <p className="one-tap-status">{TAP_TEXT.yours(registeredOn(token.registered_at))}</p>
        ) : null}
        {state === 'taken' ? (
          <p className="one-tap-status">
            <strong>{TAP_TEXT.taken}</strong> {TAP_TEXT.takenStill}
          </p>
        ) : null}
        {shows('registered') ? (
          <p className="one-tap-status" data-visitor-pending={pending}>
            {TAP_TEXT.registered}
          </p>
        ) : null}
      </div>
      <div className="one-tap-actions">
        {/* While a signed-in visitor's ownership is checked, or the dialog "View your
            registration" opens is not there yet, the button keeps its place, invisible, so the
            page below does not move. */}
        {(state === 'checking' && !visitorUnknown) ||
        (state === 'yours' && hasRegistration && !canRegister) ? (
          <span className="one-tap-primary one-tap-pending" aria-hidden="true">
            {state === 'yours' ? TAP_TEXT.viewYours : TAP_TEXT.register}
          </span>
        ) : null}
        {/* Invisible until the dialog it opens is there, unless it is the server's markup
            standing in (a press on it is held until the dialog is there). */}
        {shows('unregistered') && hasRegistration ? (
          <button
            type="button"
            className="one-tap-primary"
            aria-haspopup="dialog"
            data-visitor-pending={visitorUnknown || !canRegister ? '' : undefined}
            onClick={register}
          >
            {TAP_TEXT.register}
          </button>
        ) : null}
        {state === 'yours' ? (
          <>
            {canRegister ? (
              <button
                type="button"
                className="one-tap-primary"
                aria-haspopup="dialog"
                onClick={() => openDialog(REGISTRATION_DIALOG_ID)}
              >
                {TAP_TEXT.viewYours}
              </button>
            ) : null}
            {hasFeed ? (
              <button type="button" className="one-tap-secondary" onClick={goToFeed}>
                {TAP_TEXT.postToFeed}
              </button>
            ) : null}
          </>
        ) : null}
        {shows('registered') ? (
          <button
            type="button"
            className="one-tap-primary"
            aria-haspopup="dialog"
            data-visitor-pending={pending}
            onClick={() => openSignInDialog()}
          >
            {TAP_TEXT.signIn}
          </button>
        ) : null}
        {state === 'taken' || shows('registered') ? (
          <a
            className="one-tap-secondary"
            href={`#${PAGE_START_ID}`}
            data-visitor-pending={pending}
          >
            {TAP_TEXT.viewPage}
          </a>
        ) : null}
        {state === 'taken' && contact ? (
          <a className="one-tap-secondary" href={contact}>
            {TAP_TEXT.contact}
          </a>
        ) : null}
      </div>
      {state === 'taken' && email ? (
        <p className="one-tap-muted">
          {TAP_TEXT.signedInAs(email)}{' '}
          <button type="button" className="one-tap-link" onClick={() => void auth.signOut()}>
            {TAP_TEXT.useDifferentEmail}
          </button>
        </p>
      ) : null}
    </section>
  );
}
