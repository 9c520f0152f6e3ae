import type { PathError } from '../schema/layout/parseLayout';
import { t } from '../i18n/i18n';

/** A layout that cannot be shown: every error with its path, never a blank page. */
export function LayoutErrors({
  errors,
  title = t('site.layoutErrorTitle'),
}: {
  errors: PathError[];
  title?: string;
}) {
  return (
    <main
      role="alert"
      style={{
        maxWidth: 640,
        margin: '48px auto',
        padding: 24,
        fontFamily: 'system-ui, sans-serif',
      }}
    >
      <h1 style={{ fontSize: 20 }}>{title}</h1>
      <p>{t('site.layoutHasErrors')}</p>
      <ul>
        {errors.map((error, i) => (
          <li key={i}>
            {error.path ? <code>{error.path}</code> : null}
            {error.path ? ': ' : ''}
            {error.message}
          </li>
        ))}
      </ul>
    </main>
  );
}
