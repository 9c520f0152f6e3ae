import type { ServerConfig } from '../config';

/** What the front end reads with getRuntimeConfig() (src/client/runtimeConfig.ts). */
export function runtimeConfigFor(config: ServerConfig) {
  return {
    publishableKey: config.publishableKey,
    // The secret key reaches the browser only with the public local default (development).
    editorKey: config.usingDefaultSecret ? config.secretKey : null,
    domain: config.siteDomain,
    apiBaseUrl: '',
  };
}

/** `<` is escaped so no value can close the script element. */
export function injectRuntimeConfig(html: string, config: ServerConfig): string {
  const json = JSON.stringify(runtimeConfigFor(config)).replace(/</g, '\\u003c');
  const tag = `<script>window.__VITRINE_CONFIG__=${json}</script>`;
  return html.includes('</head>') ? html.replace('</head>', `${tag}</head>`) : `${tag}${html}`;
}
