import { z } from 'zod';
import { limitParam, offsetParam, paged } from './pagination';

/** blocks.md: title max 100, caption 500, location 100. */
export const ACTIVITY_TITLE_MAX = 100;
export const ACTIVITY_CAPTION_MAX = 500;
export const ACTIVITY_LOCATION_MAX = 100;

export const activityType = z.enum(['CUSTOMER', 'CREATOR']);
export const activityStatus = z.enum(['PENDING', 'PUBLISHED']);

/** blocks.md Activity. */
export const activity = z.object({
  id: z.string(),
  title: z.string().nullable(),
  content: z.string().nullable(),
  location: z.string().nullable(),
  owner_email: z.string().nullable(),
  owner_address: z.string().nullable(),
  user_id: z.string().nullable(),
  image: z.object({ url: z.string() }).nullable(),
  gallery: z.array(z.object({ url: z.string(), alt: z.string().nullish() })).default([]),
  /**
   * PENDING on the client's optimistic copy, and on a post of a pre-moderated feed that waits
   * for the owner's approval (only its author sees it); null once published.
   */
  status: activityStatus.nullable(),
  type: activityType,
  created_at: z.string(),
  updated_at: z.string(),
  token_id: z.string().nullable(),
  collection_slug: z.string(),
  /** True when the token's registration was revoked or transferred since its author posted. */
  from_previous_owner: z.boolean().optional(),
});
export type Activity = z.output<typeof activity>;

/** blocks.md Fetch activities query. */
export const activityListQuery = z.object({
  collection_slug: z.string().trim().min(1).max(200),
  token_id: z.string().trim().min(1).max(100).optional(),
  limit: limitParam(100, 20),
  offset: offsetParam,
  order: z.enum(['asc', 'desc']).default('desc'),
  order_by: z.enum(['created_at']).default('created_at'),
});
export type ActivityListQuery = z.input<typeof activityListQuery>;

export const activityList = paged(activity);
export type ActivityList = z.output<typeof activityList>;

/** The scalar fields of the multipart create form (blocks.md Create activity). */
export const activityCreateFields = z.object({
  title: z.string().trim().max(ACTIVITY_TITLE_MAX).optional(),
  content: z.string().trim().max(ACTIVITY_CAPTION_MAX).optional(),
  location: z.string().trim().max(ACTIVITY_LOCATION_MAX).optional(),
  owner_email: z.string().trim().email().max(320).optional(),
  user_id: z.string().trim().max(100).optional(),
  token_id: z.string().trim().min(1).max(100),
  collection_slug: z.string().trim().min(1).max(200),
  /** CREATOR posts need the secret key. */
  type: activityType.optional(),
});
export type ActivityCreateFields = z.input<typeof activityCreateFields>;
export interface ActivityCreateInput extends ActivityCreateFields {
  image?: Blob | null;
}

export const deleteResult = z.object({ success: z.boolean() });

/** A post as the owner moderates it: the full record, whether it is hidden and how often reported. */
export const moderatedActivity = activity.extend({
  hidden_at: z.string().nullable(),
  report_count: z.number().int(),
});
export type ModeratedActivity = z.output<typeof moderatedActivity>;

/** The owner's moderation queue: every post of a collection, newest first, filtered. */
export const moderationQuery = z.object({
  token_id: z.string().trim().min(1).max(100).optional(),
  /** Part of the author's e-mail or wallet address. */
  author: z.string().trim().min(1).max(320).optional(),
  hidden: z.enum(['true', 'false']).optional(),
  reported: z.enum(['true', 'false']).optional(),
  status: z.enum(['PENDING', 'PUBLISHED']).optional(),
  limit: limitParam(100, 50),
  offset: offsetParam,
});
export type ModerationQuery = z.input<typeof moderationQuery>;

export const moderationList = paged(moderatedActivity);
export type ModerationList = z.output<typeof moderationList>;

export const reportResult = z.object({
  success: z.boolean(),
  /** False when this visitor had already reported the post: a report counts once. */
  counted: z.boolean(),
});
