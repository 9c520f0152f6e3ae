import { cspNonce } from '../client/cspNonce';

/**
 * Generated CSS as a style element. Set as inner HTML because React escapes text children,
 * which would break `>` combinators; '</style' is neutralised so CSS cannot close the tag. It
 * carries the page's CSP nonce, without which the served pages' policy ignores it.
 */
export function StyleTag({ css }: { css: string }) {
  return (
    <style
      nonce={cspNonce()}
      dangerouslySetInnerHTML={{ __html: css.replace(/<\/style/gi, '<\\/style') }}
    />
  );
}
