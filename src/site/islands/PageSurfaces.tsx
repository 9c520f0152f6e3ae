import { useEffect } from 'react';
import { useAuth } from '../../client/auth/AuthContext';
import { useApiClient } from '../../client/ClientProvider';
import { usePageContext } from '../../renderer/PageContext';
import { SignInDialogRegistration } from '../../ui/auth/SignInDialogRegistration';
import { DialogHost } from '../../ui/dialog/DialogHost';
import { Toaster } from '../../ui/toast/Toaster';
import { applyPageMeta, metaDescription, pageTitle } from '../pageMeta';

/**
 * What a collection page does beside its blocks, as CollectionPage does it for the whole app:
 * one page view, and the title again once the visitor is known (its template may name them).
 */
function PageEffects() {
  const client = useApiClient();
  const auth = useAuth();
  const { collection, tokenId } = usePageContext();
  useEffect(() => {
    if (!collection) return;
    void client.analytics
      .track({
        event: 'page_view',
        collection_id: collection.id,
        collection_slug: collection.slug,
        token_id: tokenId ?? null,
        path: window.location.pathname,
      })
      .catch(() => undefined);
  }, [client, collection, tokenId]);
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
 * the whole app), and its page effects, in a root of their own beside the islands.
 */
export function PageSurfaces() {
  return (
    <>
      <SignInDialogRegistration />
      <PageEffects />
      <DialogHost />
      <Toaster />
    </>
  );
}
