import Info from 'lucide-react/icons/info';
import Loader2 from 'lucide-react/icons/loader-circle';
import Plus from 'lucide-react/icons/plus';
import { lazy, Suspense, useCallback, useEffect, useId, useState } from 'react';
import { useOptionalAuth } from '../../client/auth/AuthContext';
import { useOwnership } from '../../client/hooks/useOwnership';
import type { User } from '../../schema/entities/user';
import { Modal } from '../../ui/dialog/Modal';
import { StyleTag } from '../../renderer/StyleTag';
import { buttonClassName } from '../shared/buttonStyle';
import { addButtonState, addButtonTexts } from './addButtonState';
import { modalStyleCss } from './modalStyle';
import type { ActivityFeedData, ActivityFeedStyles } from './schema';
import { FEED_MODAL_WIDTH } from './sizes';
import { SignInRequiredDialog } from './SignInRequiredDialog';
import { t } from '../../i18n/i18n';

/** The post form (react-hook-form, image compression) loads when an owner opens it. */
const AddActivityForm = lazy(() =>
  import('./AddActivityForm').then((module) => ({ default: module.AddActivityForm })),
);

interface AddToFeedProps {
  settings: ActivityFeedData;
  styles: ActivityFeedStyles;
  collection: { id: string; slug: string };
  /** Null on a collection's page: the owner of any of its items posts, to one of theirs. */
  tokenId: string | null;
  pageUser: User | null | undefined;
}

/** blocks.md "Add button": sign in, verifying, not the owner, or the owner's button to the form. */
export function AddToFeed({ settings, styles, collection, tokenId, pageUser }: AddToFeedProps) {
  const auth = useOptionalAuth();
  const user = auth?.user ?? pageUser ?? null;
  const email = auth?.email ?? user?.email ?? null;
  const userId = user?.id ?? null;
  const isAuthenticated = auth ? auth.isAuthenticated : Boolean(user);
  const ownership = useOwnership({
    email: email ?? undefined,
    user_id: userId ?? undefined,
    collection_slug: collection.slug,
    collection_id: collection.id,
    token_id: tokenId ?? undefined,
  });
  const state = addButtonState({
    isAuthenticated,
    hasIdentity: Boolean(userId || email),
    isOwner: ownership.data ? ownership.data.is_owner : undefined,
    ownershipFailed: ownership.isError,
  });
  const [signInOpen, setSignInOpen] = useState(false);
  const [formOpen, setFormOpen] = useState(false);
  // A press that came before the visitor was known (the server's markup, a click held while
  // the feed hydrated) acts once they are: the sign-in dialog, the owner's form, or nothing
  // for someone else (the button then says why).
  const [pressedEarly, setPressedEarly] = useState(false);
  const settling = Boolean(auth?.isLoading) || state === 'verifying';
  useEffect(() => {
    if (!pressedEarly || settling) return;
    setPressedEarly(false);
    if (state === 'sign-in') setSignInOpen(true);
    if (state === 'owner') setFormOpen(true);
  }, [pressedEarly, settling, state]);
  const closeSignIn = useCallback(() => setSignInOpen(false), []);
  const modalClass = `one-activity-modal-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const add = settings.buttons.add;
  const addClass = [buttonClassName(add.variant), add.class_name].filter(Boolean).join(' ');

  return (
    <div className="one-activity-feed-actions">
      {state === 'sign-in' ? (
        // Enabled while the session is still being read too: it is the server's markup of a
        // feed that hydrates when used, so it must take a click (and be reachable); a press
        // before the visitor is known waits for them (pressedEarly).
        <button
          type="button"
          className={addClass}
          onClick={() => (settling ? setPressedEarly(true) : setSignInOpen(true))}
        >
          <Plus aria-hidden="true" />
          {add.label || t('feed.addToFeed')}
        </button>
      ) : null}
      {state === 'verifying' ? (
        <button type="button" className={addClass} disabled>
          <Loader2 className="one-spin" aria-hidden="true" />
          {addButtonTexts.verifying}
        </button>
      ) : null}
      {state === 'not-owner' ? (
        // blocks.md lists it as one of the add button's states: the button stays, disabled,
        // saying why (as 'Verifying ownership...' does), where the owner's button would be.
        <button type="button" className={`${addClass} one-activity-feed-not-owner`} disabled>
          <Info aria-hidden="true" />
          {addButtonTexts.notOwner}
        </button>
      ) : null}
      {state === 'owner' ? (
        <button
          type="button"
          className={addClass}
          onClick={() => setFormOpen(true)}
          aria-haspopup="dialog"
        >
          <Plus aria-hidden="true" />
          {add.label || t('feed.addToFeed')}
        </button>
      ) : null}

      {auth ? <SignInRequiredDialog open={signInOpen} onClose={closeSignIn} auth={auth} /> : null}
      <Modal
        open={formOpen && state === 'owner'}
        onOpenChange={setFormOpen}
        title={settings.title.trim() || t('feed.addToFeed')}
        width={FEED_MODAL_WIDTH}
        className={`one-activity-feed-dialog ${modalClass}`}
      >
        <StyleTag css={modalStyleCss(modalClass, styles.modal)} />
        <Suspense fallback={<p role="status">{t('site.loading')}</p>}>
          <AddActivityForm
            settings={settings}
            target={{ userId, email, tokenId, collectionSlug: collection.slug }}
            onDone={() => setFormOpen(false)}
          />
        </Suspense>
      </Modal>
    </div>
  );
}
