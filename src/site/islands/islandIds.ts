/** The prefix of an island's ids (useId): the same on the server and in the browser. */
export function islandIdPrefix(island: string): string {
  return `${island.replace(/[^A-Za-z0-9_-]/g, '')}-`;
}
