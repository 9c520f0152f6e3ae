/**
 * The pagination block of a paged answer: links to the next and previous pages (null at either
 * end), built by `link` from an offset, with the page's limit, offset and the total.
 */
export function pagination(
  limit: number,
  offset: number,
  totalCount: number,
  link: (offset: number) => string,
) {
  return {
    next: offset + limit < totalCount ? link(offset + limit) : null,
    prev: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    limit,
    offset,
    total_count: totalCount,
  };
}
