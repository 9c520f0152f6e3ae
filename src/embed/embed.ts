import {
  EMBED_TAG,
  OBSERVED_ATTRIBUTES,
  readAttributes,
  readTapParameters,
  type EmbedAttributes,
} from './attributes';
import { loadEmbedConfig, type EmbedConfig } from './embedConfig';
import { loadFailureMarkup } from './loadFailure';
import { chooseLocale } from '../schema/locales';
import type { EmbedMount, mountEmbed } from './mountEmbed';

/**
 * The embed kit's entry, `/embed.js`: defines `<vitrine-page>` and nothing else. It stays small
 * (no React): the page's code loads when the first element connects, from beside this script.
 */
const ORIGIN = new URL(import.meta.url).origin;

/** Holds the element's box until the page renders; the host's CSS cannot reach inside. */
const WAITING_CSS = ':host{display:block}.one-embed-waiting{min-height:120px}';

let config: Promise<EmbedConfig> | null = null;
let app: Promise<{ mountEmbed: typeof mountEmbed }> | null = null;

class VitrinePage extends HTMLElement {
  static observedAttributes = [...OBSERVED_ATTRIBUTES];
  private mounted: EmbedMount | null = null;
  private starting = false;
  /** Set by the failure's button: a second failure then puts the focus on its new button. */
  private retried = false;

  connectedCallback(): void {
    const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
    if (this.mounted || this.starting) return;
    this.starting = true;
    shadow.innerHTML = `<style>${WAITING_CSS}</style><div class="one-embed-waiting" role="status" aria-busy="true"></div>`;
    config ??= loadEmbedConfig(ORIGIN);
    app ??= import('./mountEmbed');
    Promise.all([config, app])
      .then(([settings, { mountEmbed }]) => {
        this.starting = false;
        if (!this.isConnected) return;
        shadow.replaceChildren();
        this.mounted = mountEmbed(shadow, {
          origin: ORIGIN,
          config: settings,
          attributes: this.attributesNow(),
          tap: readTapParameters(window.location.search),
        });
      })
      .catch(async (error: unknown) => {
        this.starting = false;
        console.error(`<${EMBED_TAG}>: the page could not load from ${ORIGIN}`, error);
        // In the page's language when the site's setting arrived, else the visitor's.
        const siteLocale = await config?.then((settings) => settings.site_locale).catch(() => null);
        // Asked again at the next try: a failed request or import is not kept.
        config = null;
        app = null;
        const locale = chooseLocale(this.getAttribute('locale') ?? siteLocale, navigator.languages);
        shadow.innerHTML = loadFailureMarkup(locale);
        const retry = shadow.querySelector('button');
        retry?.addEventListener('click', () => {
          this.retried = true;
          this.connectedCallback();
        });
        // Unless the visitor has gone elsewhere on the shop's page meanwhile.
        const active = document.activeElement;
        if (this.retried && (active === document.body || active === this)) retry?.focus();
      });
  }

  disconnectedCallback(): void {
    this.mounted?.unmount();
    this.mounted = null;
  }

  attributeChangedCallback(): void {
    this.mounted?.update(this.attributesNow());
  }

  private attributesNow(): EmbedAttributes {
    return readAttributes(this);
  }
}

if (!customElements.get(EMBED_TAG)) customElements.define(EMBED_TAG, VitrinePage);
