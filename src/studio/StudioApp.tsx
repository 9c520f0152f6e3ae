import { accountScreens } from './accountSections';
import { QueryClient } from '@tanstack/react-query';
import Moon from 'lucide-react/icons/moon';
import Sun from 'lucide-react/icons/sun';
import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { ApiClientProvider } from '../client/ClientProvider';
import { StyleTag } from '../renderer/StyleTag';
import { DialogHost } from '../ui/dialog/DialogHost';
import { Toaster } from '../ui/toast/Toaster';
import { uploadGuidanceCss } from '../ui/upload/UploadGuidance';
import '../editor/panels/panels.css';
import { CollectionList } from './collections/CollectionList';
import { CollectionScreen } from './collections/CollectionScreen';
import { NewCollection } from './collections/NewCollection';
import { sectionFor, studioSections } from './sections';
import { CredentialChanged } from './shell/credentialContext';
import { SectionPlaceholder } from './shell/SectionPlaceholder';
import { StudioLink } from './shell/StudioLink';
import { parseStudioPath, useStudioPath, type StudioRoute } from './shell/studioRouter';
import { insightsCss } from './shell/insightsCss';
import { qrSheetCss, studioCss } from './shell/studioCss';
import { useThemeMode } from './shell/useThemeMode';
import { rememberStudioCredential, studioClient } from './studioAuth';
import { QrSheet } from './tokens/QrSheet';
import { TokensScreen } from './tokens/TokensScreen';
import { editorKey } from '../editor/persistence/editorClient';
import { OwnerSessionProvider, RequireOwner } from './account/ownerSession';
import { ModerationScreen } from './moderation/ModerationScreen';
import { RegistrationsScreen } from './registrations/RegistrationsScreen';

/** The dashboard brings the chart library: loaded the first time it is opened. */
const DashboardScreen = lazy(() => import('./dashboard/DashboardScreen'));

/**
 * Screens of sections other parts of the product provide, by path (owner accounts add People,
 * API keys, Site & brand here). A section without one shows what it will hold.
 */
export const studioScreens: Record<string, () => ReactNode> = { ...accountScreens };

function screenFor(route: StudioRoute): ReactNode {
  switch (route.kind) {
    case 'collections':
      return <CollectionList />;
    case 'new-collection':
      return <NewCollection />;
    case 'collection':
      return <CollectionScreen id={route.id} />;
    case 'tokens':
      return <TokensScreen id={route.id} />;
    case 'qr-sheet':
      return <QrSheet id={route.id} />;
    case 'dashboard':
      return (
        <Suspense
          fallback={
            <p role="status" aria-busy="true">
              Loading the dashboard…
            </p>
          }
        >
          <DashboardScreen id={route.id} />
        </Suspense>
      );
    case 'registrations':
      return <RegistrationsScreen id={route.id} />;
    case 'moderation':
      return <ModerationScreen id={route.id} />;
    case 'section': {
      const provided = studioScreens[route.path];
      if (provided) return provided();
      const section = studioSections.find((s) => s.path === route.path);
      if (section) return <SectionPlaceholder section={section} />;
      return <NotFound />;
    }
    default:
      return <NotFound />;
  }
}

function NotFound() {
  return (
    <>
      <h1>Page not found</h1>
      <p>
        There is nothing at this address.{' '}
        <StudioLink href="/studio">Back to collections</StudioLink>
      </p>
    </>
  );
}

declare global {
  interface Window {
    /** The studio's query cache, for browser tests. */
    __vitrineStudio?: { queryClient: QueryClient };
  }
}

/** The owner's back office at /studio: collections, tokens and tap codes, live pages. */
/**
 * The studio: with the development server's injected key it opens at once; otherwise the owner
 * signs in with an e-mailed code first (roles are per account), as in the editor.
 */
export default function StudioApp() {
  if (editorKey()) return <StudioWorkspace />;
  return (
    <OwnerSessionProvider>
      <RequireOwner>
        <StudioWorkspace />
      </RequireOwner>
    </OwnerSessionProvider>
  );
}

function StudioWorkspace() {
  const path = useStudioPath();
  const route = parseStudioPath(path);
  const current = sectionFor(path);
  const [mode, toggleMode] = useThemeMode();
  const [client, setClient] = useState(studioClient);
  /** Bumped when a credential is given: the screens mount again and ask with it. */
  const [credentialVersion, setCredentialVersion] = useState(0);
  const [queryClient] = useState(
    () =>
      new QueryClient({
        defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
      }),
  );
  const credentialChanged = useCallback(
    (secret: string) => {
      rememberStudioCredential(secret);
      queryClient.clear();
      setClient(studioClient());
      setCredentialVersion((n) => n + 1);
    },
    [queryClient],
  );

  useEffect(() => {
    window.__vitrineStudio = { queryClient };
  }, [queryClient]);
  useEffect(() => {
    document.title = `${current.label} · Vitrine studio`;
  }, [current.label]);

  return (
    <ApiClientProvider client={client} queryClient={queryClient}>
      <CredentialChanged.Provider value={credentialChanged}>
        <StyleTag css={studioCss + qrSheetCss + uploadGuidanceCss + insightsCss} />
        <div className="one-studio" data-mode={mode}>
          <header className="one-st-top">
            <StudioLink className="one-st-brand" href="/studio">
              Vitrine studio
            </StudioLink>
            <div className="one-st-top-actions">
              <a className="one-st-button" href="/editor">
                Editor
              </a>
              <button
                type="button"
                className="one-st-button"
                aria-pressed={mode === 'dark'}
                onClick={toggleMode}
              >
                {mode === 'dark' ? <Moon aria-hidden size={16} /> : <Sun aria-hidden size={16} />}
                Dark mode
              </button>
            </div>
          </header>
          <nav className="one-st-nav" aria-label="Studio">
            <ul>
              {studioSections.map((section) => (
                <li key={section.id}>
                  <StudioLink
                    href={section.path}
                    aria-current={section.id === current.id ? 'page' : undefined}
                  >
                    {section.label}
                    {!section.ready && !studioScreens[section.path] && (
                      <span className="one-st-soon">soon</span>
                    )}
                  </StudioLink>
                </li>
              ))}
            </ul>
          </nav>
          <main className="one-st-main" id="studio-main" key={credentialVersion}>
            {screenFor(route)}
          </main>
        </div>
        <DialogHost />
        <Toaster />
      </CredentialChanged.Provider>
    </ApiClientProvider>
  );
}
