import type {
  SectionCreateBody,
  SectionRecord,
  SectionUpdateBody,
} from '../../schema/entities/section';
import { enc, type ApiContext } from './shared';

/** Sections of the site of the API's host: members read them, editors and owners write. */
export function sectionsApi(ctx: ApiContext) {
  return {
    list(query: { limit?: number; offset?: number } = {}, signal?: AbortSignal) {
      return ctx.request<{ data: SectionRecord[] } | null>('GET', '/v1/sections', {
        query: { ...query },
        signal,
      });
    },
    get(id: string) {
      return ctx.request<SectionRecord | null>('GET', `/v1/sections/${enc(id)}`);
    },
    create(body: SectionCreateBody) {
      return ctx.request<SectionRecord>('POST', '/v1/sections', { body });
    },
    update(id: string, body: SectionUpdateBody) {
      return ctx.request<SectionRecord>('PATCH', `/v1/sections/${enc(id)}`, { body });
    },
    delete(id: string) {
      return ctx.request<{ success: boolean } | null>('DELETE', `/v1/sections/${enc(id)}`);
    },
  };
}
