/**
 * Generated CSS as a style element. Set as inner HTML because React escapes text children,
 * which would break `>` combinators; '</style' is neutralised so CSS cannot close the tag.
 */
export function StyleTag({ css }: { css: string }) {
  return <style dangerouslySetInnerHTML={{ __html: css.replace(/<\/style/gi, '<\\/style') }} />;
}
