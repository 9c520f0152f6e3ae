import { z } from 'zod';

/** Shared pieces for route definitions. */
export const errorSchema = z.object({
  error: z.string(),
  message: z.string(),
  issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

export function json<T extends z.ZodType>(schema: T, description: string) {
  return { content: { 'application/json': { schema } }, description };
}

const err = (description: string) => json(errorSchema, description);

export const errors = {
  400: err('Bad input: the message names the field'),
  401: err('Missing or wrong API key, or not signed in'),
  403: err('The key or the session lacks the right'),
  404: err('Not found'),
  409: err('Conflict'),
  413: err('File too large'),
  415: err('Unsupported content'),
  429: err('Too many requests: wait Retry-After seconds'),
} as const;

export const security = [{ ApiKey: [] as string[] }];

/** Validates a response against its schema: a mismatch is a server bug, caught in tests. */
export function out<T extends z.ZodType>(schema: T, value: z.input<T>): z.output<T> {
  return schema.parse(value);
}

/** Hands a prepared Response through a typed openapi handler. */
export const raw = (response: Response) => response as never;

export const idParam = z.object({ id: z.string().min(1).max(200) });
