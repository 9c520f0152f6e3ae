import type { PathError } from '../schema/layout/parseLayout';

/** A layout that cannot be shown: every error with its path, never a blank page. */
export function LayoutErrors({
  errors,
  title = 'This page could not be shown',
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
      <p>The layout has errors:</p>
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
