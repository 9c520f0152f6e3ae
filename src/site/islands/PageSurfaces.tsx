import { useEffect } from 'react';
import { useAuth } from '../../client/auth/AuthContext';
import { usePageContext } from '../../renderer/PageContext';
import { SignInDialogRegistration } from '../../ui/auth/SignInDialogRegistration';
import { DialogHost } from '../../ui/dialog/DialogHost';
import { Toaster } from '../../ui/toast/Toaster';
import { applyPageMeta, metaDescription, pageTitle } from '../pageMeta';

/**
 * What a collection page does beside its blocks once React is on the page: the title again
 * once the visitor is known (its template may name them). The page view is sent before, by the
 * islands' scheduler (pageApi.ts), whether or not anything hydrates.
 */
function PageEffects() {
  const auth = useAuth();
  const { collection, tokenId } = usePageContext();
  useEffect(() => {
    if (!collection) return;
    applyPageMeta(
      pageTitle(collection, tokenId ?? null, auth.user),
      metaDescription(collection.description),
    );
  }, [collection, tokenId, auth.user]);
  return null;
}

/**
 * A page with islands: its dialog host, toast area and sign-in dialog (what SiteApp mounts for
 * the whole app), and its page effects, in a root of their own beside the islands. `onMounted`
 * is called once they are there to open: a click held for an island is given to it after.
 */
export function PageSurfaces({ onMounted }: { onMounted?: () => void }) {
  useEffect(() => onMounted?.(), [onMounted]);
  return (
    <>
      <SignInDialogRegistration />
      <PageEffects />
      <DialogHost />
      <Toaster />
    </>
  );
}
