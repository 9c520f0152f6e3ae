import type { Activity, ModeratedActivity } from '../../src/schema/entities/activity';
import { maskEmail, shortWallet } from '../../src/schema/entities/maskedAuthor';
import type { activities } from '../db/schema';

export type ActivityRow = typeof activities.$inferSelect;

export function toActivity(row: ActivityRow): Activity {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    location: row.location,
    owner_email: row.ownerEmail,
    owner_address: row.ownerAddress,
    user_id: row.userId,
    image: row.imageUrl ? { url: row.imageUrl } : null,
    gallery: row.gallery,
    status: row.status === 'PENDING' ? 'PENDING' : null,
    type: row.type,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    token_id: row.tokenId,
    collection_slug: row.collectionSlug,
    from_previous_owner: row.previousOwnerAt !== null,
  };
}

/**
 * A post as the publishable key sees it: what a visitor of the feed sees of its author — a
 * masked e-mail or shortened wallet — and the author's user id only when the caller is that
 * author (their delete control needs it). The full record is for the secret key.
 */
export function toVisitorActivity(row: ActivityRow, viewerUserId: string | null): Activity {
  const full = toActivity(row);
  return {
    ...full,
    owner_email: full.owner_email === null ? null : maskEmail(full.owner_email),
    owner_address: full.owner_address === null ? null : shortWallet(full.owner_address),
    user_id: viewerUserId !== null && full.user_id === viewerUserId ? full.user_id : null,
  };
}

interface FieldRule {
  show: boolean;
  required: boolean;
}

/**
 * What the server requires of a post: what the collection's activity_settings.fields require
 * (a required field that is not hidden; location is hidden unless shown). The feed block's own
 * field settings are the form's business — each layout's block may make the title or the photo
 * optional (blocks "When optional, an empty value is allowed"), and the server cannot tell
 * which block a post came from, so the spec's defaults (title and photo required) are the
 * form's, not the server's. Limits (lengths, file size and type) hold for every post.
 */
export function activityRules(
  settings: Record<string, unknown> | null | undefined,
): Record<'title' | 'upload' | 'caption' | 'location', FieldRule> {
  const defaults = {
    title: { show: true, required: false },
    caption: { show: true, required: false },
    location: { show: false, required: false },
    upload: { show: true, required: false },
  };
  const fields = (settings?.fields ?? {}) as Record<string, Partial<FieldRule> | undefined>;
  const pick = (key: keyof typeof defaults): FieldRule => {
    const over = fields[key] ?? {};
    const show = typeof over.show === 'boolean' ? over.show : defaults[key].show;
    const required =
      show && (typeof over.required === 'boolean' ? over.required : defaults[key].required);
    return { show, required };
  };
  return {
    title: pick('title'),
    caption: pick('caption'),
    location: pick('location'),
    upload: pick('upload'),
  };
}

/** The full record with what moderation needs: hidden since when, and the report count. */
export function toModeratedActivity(row: ActivityRow): ModeratedActivity {
  return {
    ...toActivity(row),
    hidden_at: row.hiddenAt?.toISOString() ?? null,
    report_count: row.reportCount,
  };
}

/**
 * Whether new posts of the collection wait for the owner's approval before visitors see them:
 * `activity_settings.pre_moderation: true`.
 */
export function isPreModerated(settings: Record<string, unknown> | null | undefined): boolean {
  return settings?.pre_moderation === true;
}
