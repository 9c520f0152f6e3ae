import { z } from 'zod';

/** blocks.md Pagination: next, prev, limit, offset, total_count. */
export const pagination = z.object({
  next: z.string().nullable(),
  prev: z.string().nullable(),
  limit: z.number().int(),
  offset: z.number().int(),
  total_count: z.number().int(),
});
export type Pagination = z.output<typeof pagination>;

/** Query text → integer, with bounds; bad values are 400s naming the field. */
export const limitParam = (max: number, fallback: number) =>
  z.coerce.number<number | string>().int().min(1).max(max).default(fallback);
export const offsetParam = z.coerce
  .number<number | string>()
  .int()
  .min(0)
  .max(1_000_000)
  .default(0);

export function paged<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination });
}
