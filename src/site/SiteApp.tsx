import type { QueryClient } from '@tanstack/react-query';
import { ApiClientProvider } from '../client/ClientProvider';
import { AuthProvider } from '../client/auth/AuthProvider';
import { SignInDialogRegistration } from '../ui/auth/SignInDialogRegistration';
import { ThemeProvider } from '../ui/theme/ThemeProvider';
import { Toaster } from '../ui/toast/Toaster';
import { DialogHost } from '../ui/dialog/DialogHost';
import { AccountBar } from './AccountBar';
import { CollectionPage } from './CollectionPage';
import { DemoPage } from './DemoPage';
import { SiteIsland } from './islands/serverIslands';
import { HomePage } from './HomePage';
import { NoScriptNotice } from './NoScriptNotice';
import { NotFoundPage } from './NotFoundPage';
import { PreviewHarness } from './PreviewHarness';
import { parseRoute } from './routes';
import { useLocation } from './useLocation';
import { useOnClient } from '../ui/useOnClient';

/**
 * The dialog host and the toast area, in the browser only: the server's markup is the page
 * alone, and the module-level dialog and toast stores are never touched while serving a request.
 */
function PageSurfaces() {
  if (!useOnClient()) return null;
  return (
    <>
      <DialogHost />
      <Toaster />
    </>
  );
}

function Page() {
  const location = useLocation();
  const route = parseRoute(location.pathname, location.search);
  switch (route.kind) {
    case 'preview':
      return <PreviewHarness />;
    case 'demo':
      return <DemoPage />;
    case 'home':
      return (
        <>
          <AccountBar />
          <NoScriptNotice page="home" />
          <HomePage />
        </>
      );
    case 'collection':
      return (
        <>
          <SiteIsland island={{ kind: 'account' }}>
            <AccountBar />
          </SiteIsland>
          <NoScriptNotice page="collection" />
          <CollectionPage route={route} />
        </>
      );
    default:
      return <NotFoundPage what={route.tap ? 'tap' : 'page'} />;
  }
}

/**
 * The visitor app: the API client, the visitor's session, the theme, the dialog host and the
 * toasts around the page of the current address (docs/decisions/visitor-pages.md). The server
 * renders it with a query cache already holding the page's data; the browser hydrates it with
 * the same data (src/site/ssr/).
 */
export function SiteApp({ queryClient }: { queryClient?: QueryClient } = {}) {
  return (
    <ApiClientProvider queryClient={queryClient}>
      <AuthProvider>
        <SignInDialogRegistration />
        <ThemeProvider>
          <Page />
          <PageSurfaces />
        </ThemeProvider>
      </AuthProvider>
    </ApiClientProvider>
  );
}
