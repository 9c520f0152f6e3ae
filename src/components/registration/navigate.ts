/**
 * Client-side navigation without knowing the app's router: the URL changes in place and a
 * popstate tells the site to render the new path (the visitor app listens to it).
 */
export function navigateInPage(href: string): void {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
