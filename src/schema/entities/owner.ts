import { z } from 'zod';
import { LOCALES } from '../locales';
import { embedOrigin } from './embedOrigin';

/** A person's role on a site: owner (everything, people and keys too), editor, viewer. */
export const SITE_ROLES = ['owner', 'editor', 'viewer'] as const;
export const siteRole = z.enum(SITE_ROLES);
export type SiteRole = z.output<typeof siteRole>;

const email = z.string().trim().toLowerCase().email('give an e-mail address').max(320);

/** Sign-in to the studio: the e-mailed code, as for visitors, on its own session. */
export const ownerOtpRequest = z.object({ email });
export type OwnerOtpRequest = z.input<typeof ownerOtpRequest>;
export const ownerOtpVerify = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'code must be 6 digits'),
});
export type OwnerOtpVerify = z.input<typeof ownerOtpVerify>;

export const ownerSite = z.object({ id: z.string(), name: z.string(), role: siteRole });
export type OwnerSite = z.output<typeof ownerSite>;

/** Who is signed in to the studio and what they may do on each site. */
export const ownerSession = z.object({
  email: z.string(),
  sites: z.array(ownerSite),
});
export type OwnerSession = z.output<typeof ownerSession>;

/** The answer to a good code: the session, and its value as a bearer for API tools. */
export const ownerSignedIn = ownerSession.extend({
  token: z.string(),
  expires_at: z.string(),
});
export type OwnerSignedIn = z.output<typeof ownerSignedIn>;

/** The spec's company entity: the brand shown on visitor pages. */
export const brand = z.object({
  company_name: z.string().nullable(),
  /** Upload URLs (POST /v1/uploads); dark mode shows logo_dark when there is one. */
  logo: z.string().nullable(),
  logo_dark: z.string().nullable(),
});
export type Brand = z.output<typeof brand>;

export const site = z.object({
  id: z.string(),
  name: z.string(),
  public_url: z.string().nullable(),
  /** Host names the site's visitor pages answer on (besides its primary domain). */
  domains: z.array(z.string()),
  default_locale: z.enum(LOCALES).nullable(),
  brand,
  /**
   * Origins whose pages may embed this site's visitor pages (the embed kit, frames) and call its
   * API from the browser; null: the server's EMBED_ORIGINS.
   */
  embed_origins: z.array(z.string()).nullable(),
});
export type Site = z.output<typeof site>;

const hostName = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(
    /^([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/,
    'a domain is a host name such as shop.example.com (no scheme, port or path)',
  );
const imageUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^(\/uploads\/|https:\/\/)/, 'an uploaded file (/uploads/…) or an https:// address');

const siteName = z.string().trim().min(1, 'give the site a name').max(200);
const publicUrl = z
  .string()
  .trim()
  .max(2000)
  .regex(/^https?:\/\/[^/\s]+$/, 'scheme and host only, like https://shop.example');
const brandInput = z.object({
  company_name: z.string().trim().max(200).nullable().optional(),
  logo: imageUrl.nullable().optional(),
  logo_dark: imageUrl.nullable().optional(),
});

/** Only the fields sent change; null clears. */
export const sitePatch = z.object({
  name: siteName.optional(),
  public_url: publicUrl.nullable().optional(),
  domains: z.array(hostName).max(20).optional(),
  /** Replaces the list; [] allows no origin, null follows EMBED_ORIGINS. */
  embed_origins: z.array(embedOrigin).max(50).nullable().optional(),
  default_locale: z.enum(LOCALES).nullable().optional(),
  brand: brandInput.optional(),
});
export type SitePatch = z.input<typeof sitePatch>;

/**
 * A new site: its name and at least one host its visitor pages answer on (a site without a
 * host would serve no page). The creator becomes its owner; the operator, who has no account,
 * names the first owner in `owner_email`.
 */
export const siteCreate = sitePatch.extend({
  name: siteName,
  domains: z
    .array(hostName)
    .min(1, 'give at least one host name the site answers on, such as shop.example.com')
    .max(20),
  owner_email: z.string().trim().toLowerCase().email('give an e-mail address').max(320).optional(),
});
export type SiteCreate = z.input<typeof siteCreate>;

/** A member, or an invitation (accepted false) until the person signs in. */
export const member = z.object({
  id: z.string(),
  email: z.string(),
  role: siteRole,
  accepted: z.boolean(),
  invited_by: z.string().nullable(),
  created_at: z.string(),
});
export type Member = z.output<typeof member>;

export const invitationCreate = z.object({ email, role: siteRole.default('editor') });
export type InvitationCreate = z.input<typeof invitationCreate>;
export const memberPatch = z.object({ role: siteRole });
export type MemberPatch = z.input<typeof memberPatch>;

export const KEY_SCOPES = ['publishable', 'secret'] as const;
export const apiKey = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(KEY_SCOPES),
  /** The key's first characters, to recognise it; the key itself is shown once. */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.output<typeof apiKey>;
export const apiKeyCreate = z.object({
  name: z.string().trim().min(1, 'give the key a name, after what uses it').max(100),
  scope: z.enum(KEY_SCOPES),
});
export type ApiKeyCreate = z.input<typeof apiKeyCreate>;
/** Only the answer to its creation carries the key: it is stored as a hash. */
export const apiKeyCreated = apiKey.extend({ key: z.string() });
export type ApiKeyCreated = z.output<typeof apiKeyCreated>;

/** What visitor pages show of the site their host belongs to (GET /v1/site). */
export const publicSite = z.object({
  name: z.string(),
  default_locale: z.enum(LOCALES).nullable(),
  brand,
});
export type PublicSite = z.output<typeof publicSite>;
