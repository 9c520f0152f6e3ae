import { z } from 'zod';

/**
 * The largest value of a PostgreSQL `integer` column (revisions, counts, sizes): a number past
 * it cannot be stored or even compared with one, so every input that meets such a column is
 * bounded by it in its schema and a larger one is a 400 naming the field.
 */
export const STORED_INT_MAX = 2_147_483_647;

/** A layout revision in a JSON body: 1 … 2147483647. */
export const revisionNumber = z
  .number()
  .int()
  .min(1)
  .max(STORED_INT_MAX, `must be at most ${STORED_INT_MAX}`);

/** A layout revision in the address (text): 1 … 2147483647. */
export const revisionParam = z.coerce
  .number<string>()
  .int()
  .min(1)
  .max(STORED_INT_MAX, `must be at most ${STORED_INT_MAX}`);
