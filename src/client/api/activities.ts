import type {
  Activity,
  ActivityCreateInput,
  ActivityList,
  ActivityListQuery,
  ModeratedActivity,
  ModerationList,
  ModerationQuery,
} from '../../schema/entities/activity';
import { asPage, enc, requireKey, type ApiContext } from './shared';

export function activitiesApi(ctx: ApiContext) {
  return {
    /** GET /v1/activities: data and pagination; a 404 gives an empty page. */
    async list(query: ActivityListQuery, signal?: AbortSignal): Promise<ActivityList> {
      requireKey(ctx, 'activities');
      const result = await ctx.request<unknown>('GET', '/v1/activities', {
        query: { ...query },
        signal,
      });
      return asPage<Activity>(result, Number(query.limit ?? 20), Number(query.offset ?? 0));
    },
    /** POST /v1/activities as multipart: scalar fields as text plus the optional image file. */
    async create(input: ActivityCreateInput): Promise<Activity | null> {
      requireKey(ctx, 'activities');
      const { image, ...fields } = input;
      return ctx.request<Activity | null>('POST', '/v1/activities', {
        form: { ...fields, image: image ?? undefined },
      });
    },
    /** DELETE /v1/activities/{id}: `success` true or false. */
    async delete(id: string): Promise<{ success: boolean }> {
      requireKey(ctx, 'activities');
      const result = await ctx.request<{ success?: boolean } | null>(
        'DELETE',
        `/v1/activities/${enc(id)}`,
      );
      return { success: result?.success === true };
    },
    /** Owners and editors: every post of a collection, newest first, filtered. */
    // A 404 on a collections path comes back as [] (foundation): an empty page.
    async moderation(
      collectionId: string,
      query: ModerationQuery = {},
      signal?: AbortSignal,
    ): Promise<ModerationList> {
      const result = await ctx.request<unknown>(
        'GET',
        `/v1/collections/${enc(collectionId)}/activities`,
        { query: { ...query }, signal },
      );
      return asPage<ModerationList['data'][number]>(
        result,
        Number(query.limit ?? 0),
        Number(query.offset ?? 0),
      );
    },
    /** Owners and editors: hide (visitors no longer see it), unhide, or approve a waiting post. */
    moderate(id: string, action: 'hide' | 'unhide' | 'approve') {
      return ctx.request<ModeratedActivity>('POST', `/v1/activities/${enc(id)}/${action}`);
    },
    /** Any visitor: flags the post for the owner; `counted` is false for a repeat. */
    report(id: string) {
      return ctx.request<{ success: boolean; counted: boolean }>(
        'POST',
        `/v1/activities/${enc(id)}/report`,
      );
    },
  };
}
