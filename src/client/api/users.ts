import type { Pagination } from '../../schema/entities/pagination';
import type {
  User,
  UserBatchUpdateBody,
  UserListQuery,
  UserUpdateBody,
} from '../../schema/entities/user';
import { enc, type ApiContext } from './shared';

export function usersApi(ctx: ApiContext) {
  return {
    list(query: UserListQuery = {}, signal?: AbortSignal) {
      return ctx.request<{ data: User[]; pagination: Pagination } | null>('GET', '/v1/users', {
        query: { ...query },
        signal,
      });
    },
    get(id: string, query: Record<string, string | undefined> = {}, signal?: AbortSignal) {
      return ctx.request<User | null>('GET', `/v1/users/${enc(id)}`, { query, signal });
    },
    update(id: string, body: UserUpdateBody) {
      return ctx.request<User | null>('PUT', `/v1/users/${enc(id)}`, { body });
    },
    batchUpdate(body: UserBatchUpdateBody) {
      return ctx.request<{ updated: number; missing: string[] } | null>(
        'POST',
        '/v1/users/batch-update',
        { body },
      );
    },
  };
}
