import type { OtpRequestResult } from '../../schema/entities/access';
import type {
  ApiKey,
  ApiKeyCreate,
  ApiKeyCreated,
  InvitationCreate,
  Member,
  OwnerOtpRequest,
  OwnerOtpVerify,
  OwnerSession,
  OwnerSignedIn,
  PublicSite,
  Site,
  SiteCreate,
  SitePatch,
  SiteRole,
} from '../../schema/entities/owner';
import { enc, type ApiContext } from './shared';

/** Studio sign-in: the e-mailed code, its own session (cookie vitrine_owner, or the token). */
export function ownerApi(ctx: ApiContext) {
  return {
    sendCode(body: OwnerOtpRequest) {
      return ctx.request<OtpRequestResult>('POST', '/v1/owner/otp', { body });
    },
    /** Sets the studio cookie; `token` is the same session as a bearer for API tools. */
    verifyCode(body: OwnerOtpVerify) {
      return ctx.request<OwnerSignedIn>('POST', '/v1/owner/otp/verify', { body });
    },
    /** null when not signed in to the studio. */
    async session(signal?: AbortSignal): Promise<OwnerSession | null> {
      const result = await ctx.request<OwnerSession | null>('GET', '/v1/owner/session', { signal });
      return result && typeof result === 'object' ? result : null;
    },
    signOut() {
      return ctx.request<{ success: boolean }>('POST', '/v1/owner/logout');
    },
  };
}

/** Sites, their people and API keys (roles are checked by the server). */
export function sitesApi(ctx: ApiContext) {
  const base = (id: string) => `/v1/sites/${enc(id)}`;
  return {
    /** The site this address belongs to, as visitors see it (name, locale, brand). */
    current(signal?: AbortSignal) {
      return ctx.request<PublicSite | null>('GET', '/v1/site', { signal });
    },
    async list(): Promise<Site[]> {
      const result = await ctx.request<{ data: Site[] } | null>('GET', '/v1/sites');
      return result?.data ?? [];
    },
    /** A new site; the signed-in creator becomes its owner. */
    create(body: SiteCreate) {
      return ctx.request<Site>('POST', '/v1/sites', { body });
    },
    get(id: string) {
      return ctx.request<Site>('GET', base(id));
    },
    update(id: string, body: SitePatch) {
      return ctx.request<Site>('PATCH', base(id), { body });
    },
    async members(id: string): Promise<Member[]> {
      const result = await ctx.request<{ data: Member[] } | null>('GET', `${base(id)}/members`);
      return result?.data ?? [];
    },
    async invitations(id: string): Promise<Member[]> {
      const result = await ctx.request<{ data: Member[] } | null>('GET', `${base(id)}/invitations`);
      return result?.data ?? [];
    },
    invite(id: string, body: InvitationCreate) {
      return ctx.request<Member>('POST', `${base(id)}/invitations`, { body });
    },
    withdrawInvitation(id: string, memberId: string) {
      return ctx.request<{ success: boolean }>(
        'DELETE',
        `${base(id)}/invitations/${enc(memberId)}`,
      );
    },
    changeRole(id: string, memberId: string, role: SiteRole) {
      return ctx.request<Member>('PATCH', `${base(id)}/members/${enc(memberId)}`, {
        body: { role },
      });
    },
    removeMember(id: string, memberId: string) {
      return ctx.request<{ success: boolean }>('DELETE', `${base(id)}/members/${enc(memberId)}`);
    },
    async keys(id: string): Promise<ApiKey[]> {
      const result = await ctx.request<{ data: ApiKey[] } | null>('GET', `${base(id)}/keys`);
      return result?.data ?? [];
    },
    /** The answer's `key` is the only time the key is shown. */
    createKey(id: string, body: ApiKeyCreate) {
      return ctx.request<ApiKeyCreated>('POST', `${base(id)}/keys`, { body });
    },
    revokeKey(id: string, keyId: string) {
      return ctx.request<ApiKey>('DELETE', `${base(id)}/keys/${enc(keyId)}`);
    },
  };
}
