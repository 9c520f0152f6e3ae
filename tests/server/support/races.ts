/** What a raced request was answered, as the race tests read it. */
export interface RaceAnswer {
  status: number;
  body: Record<string, unknown>;
}

/** `n` requests made at once. */
export const times = <T>(n: number, make: (i: number) => Promise<T>) =>
  Promise.all(Array.from({ length: n }, (_, i) => make(i)));

/** How many answers had each status, e.g. { 200: 1, 409: 15 }. */
export function tally(answers: RaceAnswer[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const a of answers) counts[a.status] = (counts[a.status] ?? 0) + 1;
  return counts;
}

/** The 5xx answers, each with its message: a race must never produce one. */
export const serverErrors = (answers: RaceAnswer[]) =>
  answers.filter((a) => a.status >= 500).map((a) => `${a.status} ${String(a.body.message)}`);

/** The body of an answer that is not JSON is kept as `{ text }`. */
export function parsedBody(text: string): Record<string, unknown> {
  try {
    return JSON.parse(text) as Record<string, unknown>;
  } catch {
    return { text };
  }
}
