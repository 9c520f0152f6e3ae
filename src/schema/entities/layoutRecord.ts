import { z } from 'zod';
import { revisionNumber } from './storedNumber';

/** A layout as stored: the document plus its revision bookkeeping (draft vs published). */
export const layoutRecord = z.object({
  id: z.string(),
  name: z.string(),
  /** The layout document (src/schema/layout/document.ts), checked by parseLayoutDocument. */
  document: z.record(z.string(), z.unknown()),
  /** Increases by one on every save; a save must name the revision it started from. */
  revision: z.number().int(),
  /** The revision visitors see; null until first published. */
  published_revision: z.number().int().nullable(),
  collection_id: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type LayoutRecord = z.output<typeof layoutRecord>;

export const layoutSummary = layoutRecord.omit({ document: true });
export type LayoutSummary = z.output<typeof layoutSummary>;

export const layoutName = z.string().trim().min(1, 'name is required').max(100);

export const layoutCreateBody = z.object({
  name: layoutName,
  document: z.unknown().optional(),
  collection_id: z.string().max(100).nullish(),
});
export type LayoutCreateBody = z.input<typeof layoutCreateBody>;

export const layoutUpdateBody = z.object({
  document: z.unknown(),
  /** The revision this save started from; a stale one gets 409 with the current record. */
  revision: revisionNumber,
  name: layoutName.optional(),
});
export type LayoutUpdateBody = z.input<typeof layoutUpdateBody>;

export const layoutPublishBody = z.object({
  /** Publish this revision; the latest when omitted. */
  revision: revisionNumber.optional(),
});

export const layoutVersion = z.object({
  revision: z.number().int(),
  name: z.string(),
  created_at: z.string(),
  published: z.boolean(),
});
export type LayoutVersion = z.output<typeof layoutVersion>;

/** One saved revision with its document, as the editor previews it before a restore. */
export const layoutVersionDetail = layoutVersion.extend({
  document: z.record(z.string(), z.unknown()),
});
export type LayoutVersionDetail = z.output<typeof layoutVersionDetail>;

/** 409 body: the record as it stands, so the editor can show what changed. */
export const layoutConflict = z.object({
  error: z.string(),
  message: z.string(),
  current: layoutRecord,
});
export type LayoutConflict = z.output<typeof layoutConflict>;
