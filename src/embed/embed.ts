import {
  EMBED_TAG,
  OBSERVED_ATTRIBUTES,
  readAttributes,
  readTapParameters,
  type EmbedAttributes,
} from './attributes';
import { loadEmbedConfig, type EmbedConfig } from './embedConfig';
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
      .catch((error: unknown) => {
        this.starting = false;
        config = null;
        console.error(`<${EMBED_TAG}>: the page could not load from ${ORIGIN}`, error);
        shadow.innerHTML = `<p role="alert" style="font:14px system-ui;margin:0;padding:12px">This page could not be shown here.</p>`;
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
