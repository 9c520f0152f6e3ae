import type { LazyState } from './lazyModule';

/**
 * What stands in for a lazily loaded part of the editor while its code arrives: a polite status
 * ("Loading the fields…"), or, when the code could not be fetched, an alert with a way to try
 * again — never a blank panel.
 */
export function LoadingPart({
  state,
  what,
  retry,
  minHeight,
}: {
  state: Exclude<LazyState, 'ready'>;
  /** Names the part, lower case: "the fields", "the code editor". */
  what: string;
  retry: () => void;
  /** Keeps the space the part will take, so nothing below it jumps when it arrives. */
  minHeight?: number;
}) {
  if (state === 'failed') {
    return (
      <div role="alert" className="one-ed-loading-part" style={{ minHeight }}>
        <p>
          {what.charAt(0).toUpperCase() + what.slice(1)} could not be loaded. Check the connection.
        </p>
        <button type="button" className="one-ed-button" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  return (
    <p role="status" aria-busy="true" className="one-ed-loading-part" style={{ minHeight }}>
      Loading {what}…
    </p>
  );
}
