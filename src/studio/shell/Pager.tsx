export interface PagerProps {
  /** What is paged, for the navigation's name ("Registration pages"). */
  label: string;
  offset: number;
  page: number;
  total: number;
  onChange: (offset: number) => void;
}

/** Previous and Next over a server-paged list, with where the page is in the whole. */
export function Pager({ label, offset, page, total, onChange }: PagerProps) {
  return (
    <nav className="one-st-row" aria-label={label} style={{ marginTop: 12 }}>
      <button
        type="button"
        className="one-st-button"
        disabled={offset === 0}
        onClick={() => onChange(Math.max(0, offset - page))}
      >
        Previous
      </button>
      <span>
        {total === 0 ? 0 : offset + 1}–{Math.min(offset + page, total)} of {total}
      </span>
      <button
        type="button"
        className="one-st-button"
        disabled={offset + page >= total}
        onClick={() => onChange(offset + page)}
      >
        Next
      </button>
    </nav>
  );
}
