import { cspNonce } from '../client/cspNonce';

/**
 * Generated CSS as a style element. Set as inner HTML because React escapes text children,
 * which would break `>` combinators; '</style' is neutralised so CSS cannot close the tag. It
 * carries the page's CSP nonce, without which the served pages' policy ignores it. `pending`:
 * part of the CSS (the custom CSS) is still loading, so while hydrating a server page that
 * already holds it the element keeps the server's text until the full CSS is rendered.
 */
export function StyleTag({ css, pending = false }: { css: string; pending?: boolean }) {
  return (
    <style
      nonce={cspNonce()}
      suppressHydrationWarning={pending}
      dangerouslySetInnerHTML={{ __html: css.replace(/<\/style/gi, '<\\/style') }}
    />
  );
}
