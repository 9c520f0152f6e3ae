import { hashKey, keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { useState } from 'react';
import type { PagerProps } from './Pager';

/** What every paged list of the API answers with: at least the total to page through. */
interface PagedAnswer {
  pagination: { total_count: number };
}

interface Options<T extends PagedAnswer> {
  /** What the list shows (the collection, the search, the sort, the filters), without the page. */
  key: QueryKey;
  /** Rows a page. */
  pageSize: number;
  /** What is paged, for the pager's navigation name ("Token pages"). */
  label: string;
  fetchPage: (page: { limit: number; offset: number }, signal: AbortSignal) => Promise<T>;
}

/**
 * One server-paged list of the studio: the page at the current offset of what `key` names. Another
 * key (a new search, sort or filter) starts again at the first page, so no screen has to reset
 * the offset itself; the page on screen stays while the next one loads, so the search form and
 * the table do not blink away. `pager` is what `<Pager>` under the list takes.
 */
export function usePagedQuery<T extends PagedAnswer>({
  key,
  pageSize,
  label,
  fetchPage,
}: Options<T>) {
  const listed = hashKey(key);
  const [at, setAt] = useState({ listed, offset: 0 });
  const offset = at.listed === listed ? at.offset : 0;
  const query = useQuery({
    queryKey: [...key, { limit: pageSize, offset }],
    queryFn: ({ signal }) => fetchPage({ limit: pageSize, offset }, signal),
    placeholderData: keepPreviousData,
  });
  const total = query.data?.pagination.total_count ?? 0;
  const pager: PagerProps = {
    label,
    offset,
    page: pageSize,
    total,
    onChange: (next) => setAt({ listed, offset: next }),
  };
  return { query, total, pager };
}
