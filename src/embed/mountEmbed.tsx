import { createRoot } from 'react-dom/client';
import { createQueryClient, ApiClientProvider } from '../client/ClientProvider';
import { AuthProvider } from '../client/auth/AuthProvider';
import { createApiClient } from '../client';
import { setLocale } from '../i18n/i18n';
// An element's language can change with its attribute, synchronously: every catalogue is in.
import '../i18n/allLocales';
import { StyleTag } from '../renderer/StyleTag';
import { chooseLocale } from '../schema/locales';
import { SignInDialogRegistration } from '../ui/auth/SignInDialogRegistration';
import type { EmbedAttributes, TapParameters } from './attributes';
import { embedCss } from './embedCss';
import type { EmbedConfig } from './embedConfig';
import { EmbedPage } from './EmbedPage';
import { createSessionStore } from './embedSession';
import { fetchWithAbsoluteUploads } from '../client/uploadLinks';

export interface EmbedMount {
  update(attributes: EmbedAttributes): void;
  unmount(): void;
}

interface MountOptions {
  /** The Vitrine server's origin: where the script came from and the API answers. */
  origin: string;
  config: EmbedConfig;
  attributes: EmbedAttributes;
  tap: TapParameters;
}

/**
 * Renders the page into the element's shadow root: the kit's CSS, a page element that takes the
 * theme, and a React root with the API client (the session in a header, no cookies), the
 * visitor's session, the sign-in dialog, and dialogs rendered inside the shadow root.
 */
export function mountEmbed(shadow: ShadowRoot, options: MountOptions): EmbedMount {
  const container = document.createElement('div');
  container.className = 'one-embed';
  shadow.append(container);
  const session = createSessionStore(options.origin);
  const client = createApiClient({
    baseUrl: options.origin,
    apiKey: options.config.publishable_key,
    credentials: 'omit',
    headers: session.headers,
    onResponse: session.observe,
    fetch: fetchWithAbsoluteUploads(options.origin),
  });
  const queryClient = createQueryClient();
  const root = createRoot(container);
  const pageRoot = () => container;

  const render = (attributes: EmbedAttributes) => {
    setLocale(
      chooseLocale(
        attributes.locale ?? options.config.site_locale,
        typeof navigator !== 'undefined' ? navigator.languages : undefined,
      ),
    );
    root.render(
      <ApiClientProvider client={client} queryClient={queryClient}>
        <AuthProvider domain={options.config.domain}>
          <StyleTag css={embedCss} />
          <SignInDialogRegistration />
          <EmbedPage attributes={attributes} tap={options.tap} root={pageRoot} />
        </AuthProvider>
      </ApiClientProvider>,
    );
  };
  render(options.attributes);
  return {
    update: render,
    unmount: () => root.unmount(),
  };
}
