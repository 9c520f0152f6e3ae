import type { LazyState } from './lazyModule';

/**
 * What stands in for a lazily loaded part of the editor while its code arrives: a polite status
 * ("Loading the fields…"), or, when the code could not be fetched, an alert offering to reload
 * the page — never a blank panel. A reload, not a retry: a browser keeps a failed module
 * import failed for the life of the page. The owner's unsaved edits are kept as a local draft.
 */
export function LoadingPart({
  state,
  what,
  minHeight,
  unseen = false,
}: {
  state: Exclude<LazyState, 'ready'>;
  /** Names the part, lower case: "the fields", "the code editor". */
  what: string;
  /** Keeps the space the part will take, so nothing below it jumps when it arrives. */
  minHeight?: number;
  /**
   * Read to assistive technology only, where a visible line would take a place that is not
   * its own (over the canvas); a failure is always shown.
   */
  unseen?: boolean;
}) {
  if (state === 'failed') {
    return (
      <div role="alert" className="one-editor-loading-part" style={{ minHeight }}>
        <p>
          {what.charAt(0).toUpperCase() + what.slice(1)} could not be loaded. Check the connection
          and reload the page.
        </p>
        <button
          type="button"
          className="one-editor-panel-button"
          onClick={() => window.location.reload()}
        >
          Reload
        </button>
      </div>
    );
  }
  return (
    // A status takes its name from its author, not its text: the label names it for those who
    // list the page's regions and statuses.
    <p
      role="status"
      aria-busy="true"
      aria-label={`Loading ${what}`}
      className={unseen ? 'one-editor-visually-hidden' : 'one-editor-loading-part'}
      style={{ minHeight }}
    >
      Loading {what}…
    </p>
  );
}
