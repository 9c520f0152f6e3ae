import { sql, type SQL } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
type Json = Record<string, unknown>;

/**
 * A white-label deployment. `domain` is the visitor session's domain; the hosts the site answers
 * on are its rows in site_domains. `company` is the brand: { name, logo, logo_dark }.
 */
export const sites = pgTable('sites', {
  id: text('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  name: text('name').notNull(),
  company: jsonb('company').$type<Json>().notNull().default({}),
  publicUrl: text('public_url'),
  defaultLocale: text('default_locale'),
  /**
   * Origins (scheme, host, optional port) whose pages may embed this site's visitor pages and
   * call its API from the browser; null follows EMBED_ORIGINS, an empty list allows none.
   */
  embedOrigins: text('embed_origins').array(),
  createdAt: createdAt(),
});

/** A host name a site answers on; one site per host, held by the primary key. */
export const siteDomains = pgTable(
  'site_domains',
  {
    domain: text('domain').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
  },
  (t) => [index('site_domains_site_idx').on(t.siteId)],
);

/**
 * A person's role on a site, by e-mail. A row is an invitation until its e-mail signs in
 * (accepted_at); the rights are the same either way, since only the e-mail's owner can sign in.
 */
export const siteMembers = pgTable(
  'site_members',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    role: text('role').$type<'owner' | 'editor' | 'viewer'>().notNull(),
    invitedBy: text('invited_by'),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('site_members_site_email_idx').on(t.siteId, t.email),
    index('site_members_email_idx').on(t.email),
    check('site_members_role_check', sql`${t.role} in ('owner', 'editor', 'viewer')`),
  ],
);

/** An integration's key for one site, stored as the sha256 of the key; shown once at creation. */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope').$type<'publishable' | 'secret'>().notNull(),
    keyHash: text('key_hash').notNull().unique(),
    /** The key's first characters, enough to recognise it in a list. */
    prefix: text('prefix').notNull(),
    createdBy: text('created_by'),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' }),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('api_keys_site_idx').on(t.siteId),
    check('api_keys_scope_check', sql`${t.scope} in ('publishable', 'secret')`),
  ],
);

/** An owner's studio session (cookie vitrine_owner or a bearer), stored by its hash. */
export const ownerSessions = pgTable(
  'owner_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('owner_sessions_expires_idx').on(t.expiresAt)],
);

export const collections = pgTable(
  'collections',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    description: text('description'),
    quantity: integer('quantity'),
    registrant: text('registrant'),
    retailSettings: jsonb('retail_settings').$type<{ price?: number | null }>(),
    productNameTemplate: text('product_name_template'),
    image: text('image'),
    gallery: jsonb('gallery').$type<{ url: string; alt?: string | null }[]>().notNull().default([]),
    attributes: jsonb('attributes').$type<Json[]>().notNull().default([]),
    registrationSettings: jsonb('registration_settings').$type<Json>(),
    activitySettings: jsonb('activity_settings').$type<Json>(),
    /** The collection page's layout (/c/{slug}); also the token pages' when tokenLayoutId is unset. */
    layoutId: text('layout_id'),
    /** The token pages' layout (/c/{slug}/{token}); null: they show layoutId. */
    tokenLayoutId: text('token_layout_id'),
    /** Set when archived: not listed publicly, its pages 404 to visitors. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('collections_site_idx').on(t.siteId)],
);

/** A slug a collection used to have: its old addresses keep answering with the new one. */
export const collectionOldSlugs = pgTable(
  'collection_old_slugs',
  {
    slug: text('slug').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [index('collection_old_slugs_collection_idx').on(t.collectionId)],
);

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  email: text('email').unique(),
  walletAddress: text('wallet_address').unique(),
  metadata: jsonb('metadata').$type<Json>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** One numbered item; shortUrl is the tap code printed in its NFC tag. */
/**
 * A token id as a number when it is a whole number (up to 18 digits), else null: the registrations
 * list's order by token number, which tokens_registered_number_idx keeps.
 */
export const tokenNumber = (tokenId: AnyPgColumn | SQL) =>
  sql`(case when ${tokenId} ~ '^[0-9]{1,18}$' then ${tokenId}::bigint end)`;

export const tokens = pgTable(
  'tokens',
  {
    id: serial('id').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    tokenId: text('token_id').notNull(),
    shortUrl: text('short_url').notNull().unique(),
    ownerUserId: text('owner_user_id').references(() => users.id),
    ownerAddress: text('owner_address'),
    registeredAt: timestamp('registered_at', { withTimezone: true, mode: 'date' }),
    registrationMetadata: jsonb('registration_metadata').$type<Json>(),
    /** The item's own attributes (a CSV import's extra columns), name → value. */
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    images: jsonb('images').$type<{ url: string; alt?: string | null }[]>().notNull().default([]),
    /** This item's own page layout, over the collection's token page layout; null for none. */
    layoutId: text('layout_id'),
    /**
     * The owner as the registrations list sorts them: the owner's e-mail, else the wallet address.
     * Kept by the database (triggers of migration 0011 on tokens and users), never written here,
     * so the owner order is an index range, and a search by owner reads the tokens alone, instead
     * of a join and a sort of every registration.
     */
    ownerLabel: text('owner_label'),
  },
  (t) => [
    uniqueIndex('tokens_collection_token_idx').on(t.collectionId, t.tokenId),
    index('tokens_owner_idx').on(t.ownerUserId),
    // The studio's registrations list: a collection's registered tokens, newest first, paged.
    index('tokens_registered_idx')
      .on(t.collectionId, t.registeredAt, t.id)
      .where(sql`${t.registeredAt} IS NOT NULL`),
    // The same list by token number (numbers in number order, other token ids after them); with
    // the id, a page found by it is read from the index alone.
    index('tokens_registered_number_idx')
      .on(t.collectionId, tokenNumber(t.tokenId), t.tokenId, t.id)
      .where(sql`${t.registeredAt} IS NOT NULL`),
    // The same list by owner.
    index('tokens_registered_owner_idx')
      .on(t.collectionId, t.ownerLabel, t.id)
      .where(sql`${t.registeredAt} IS NOT NULL`),
  ],
);

/**
 * How many tokens of each collection are registered now: the registrations list's total without
 * a search, read in one row instead of counted over every registration. Kept by the database
 * (triggers of migration 0011 on collections and tokens), never written here.
 */
export const collectionRegistrationCounts = pgTable('collection_registration_counts', {
  collectionId: text('collection_id')
    .primaryKey()
    .references(() => collections.id, { onDelete: 'cascade' }),
  registered: integer('registered').notNull().default(0),
});

/**
 * What the brand did to a registration, listed on the token: a transfer asked for and completed,
 * a revocation. `actor` is who did it (an account's e-mail, "API key …" or "operator").
 */
export const registrationActions = pgTable(
  'registration_actions',
  {
    id: serial('id').primaryKey(),
    tokenRowId: integer('token_row_id')
      .notNull()
      .references(() => tokens.id, { onDelete: 'cascade' }),
    action: text('action').$type<'transfer_requested' | 'transferred' | 'revoked'>().notNull(),
    actor: text('actor').notNull(),
    /** The owner before (the e-mail or wallet address), and the new owner's e-mail for a transfer. */
    fromOwner: text('from_owner'),
    toEmail: text('to_email'),
    createdAt: createdAt(),
  },
  (t) => [
    index('registration_actions_token_idx').on(t.tokenRowId, t.createdAt),
    check(
      'registration_actions_action_check',
      sql`${t.action} in ('transfer_requested', 'transferred', 'revoked')`,
    ),
  ],
);

/**
 * A transfer the brand started: the token goes to `toEmail` when that address opens the e-mailed
 * link, and only if the token still belongs to `fromUserId` then.
 */
export const registrationTransfers = pgTable(
  'registration_transfers',
  {
    id: text('id').primaryKey(),
    tokenRowId: integer('token_row_id')
      .notNull()
      .references(() => tokens.id, { onDelete: 'cascade' }),
    fromUserId: text('from_user_id').notNull(),
    toEmail: text('to_email').notNull(),
    actor: text('actor').notNull(),
    confirmHash: text('confirm_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('registration_transfers_token_idx').on(t.tokenRowId)],
);

/** An e-mail registration waiting for its confirmation link (no signed-in session). */
export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    id: text('id').primaryKey(),
    tokenRowId: integer('token_row_id')
      .notNull()
      .references(() => tokens.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    metadata: jsonb('metadata').$type<Json>().notNull().default({}),
    confirmHash: text('confirm_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('pending_token_idx').on(t.tokenRowId),
    // One open registration per token, held by the database: concurrent claims cannot all insert.
    uniqueIndex('pending_token_open_idx')
      .on(t.tokenRowId)
      .where(sql`${t.completedAt} IS NULL`),
  ],
);

export const layouts = pgTable(
  'layouts',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').references(() => sites.id),
    collectionId: text('collection_id').references(() => collections.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    document: jsonb('document').$type<Json>().notNull(),
    revision: integer('revision').notNull().default(1),
    publishedRevision: integer('published_revision'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('layouts_collection_idx').on(t.collectionId)],
);

/** Every saved revision of a layout: history, restore, and the published document. */
export const layoutVersions = pgTable(
  'layout_versions',
  {
    layoutId: text('layout_id')
      .notNull()
      .references(() => layouts.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    name: text('name').notNull(),
    document: jsonb('document').$type<Json>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.layoutId, t.revision] })],
);

export const activities = pgTable(
  'activities',
  {
    id: text('id').primaryKey(),
    collectionId: text('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'cascade' }),
    collectionSlug: text('collection_slug').notNull(),
    tokenId: text('token_id'),
    title: text('title'),
    content: text('content'),
    location: text('location'),
    ownerEmail: text('owner_email'),
    ownerAddress: text('owner_address'),
    userId: text('user_id'),
    imageUrl: text('image_url'),
    gallery: jsonb('gallery').$type<{ url: string; alt?: string | null }[]>().notNull().default([]),
    type: text('type').$type<'CUSTOMER' | 'CREATOR'>().notNull(),
    /** PENDING while a pre-moderated post waits for the owner's approval. */
    status: text('status').$type<'PENDING' | 'PUBLISHED'>().notNull().default('PUBLISHED'),
    /** Set when the owner hid the post: visitors no longer see it. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    reportCount: integer('report_count').notNull().default(0),
    /** Set when the token this post was made for was revoked or transferred from its author. */
    previousOwnerAt: timestamp('previous_owner_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('activities_feed_idx').on(t.collectionSlug, t.tokenId, t.createdAt),
    index('activities_moderation_idx').on(t.collectionId, t.createdAt),
  ],
);

/** One report per post and visitor (a user id, or the day's visitor hash when signed out). */
export const activityReports = pgTable(
  'activity_reports',
  {
    activityId: text('activity_id')
      .notNull()
      .references(() => activities.id, { onDelete: 'cascade' }),
    reporter: text('reporter').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.activityId, t.reporter] })],
);

export const otpCodes = pgTable(
  'otp_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('otp_email_idx').on(t.email, t.createdAt),
    index('otp_ip_idx').on(t.ip, t.createdAt),
  ],
);

/** Sessions are stored by the hash of their cookie value, never the value itself. */
export const sessions = pgTable('sessions', {
  idHash: text('id_hash').primaryKey(),
  userId: text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  email: text('email'),
  domain: text('domain').notNull(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: createdAt(),
});

export const walletNonces = pgTable('wallet_nonces', {
  nonce: text('nonce').primaryKey(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  used: boolean('used').notNull().default(false),
  createdAt: createdAt(),
});

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: serial('id').primaryKey(),
    collectionId: text('collection_id'),
    event: text('event').notNull(),
    tokenId: text('token_id'),
    data: jsonb('data').$type<Json>().notNull().default({}),
    /** A hash of the visitor's address and browser with the day's salt: counts, never identifies. */
    visitor: text('visitor'),
    createdAt: createdAt(),
  },
  (t) => [
    index('analytics_collection_idx').on(t.collectionId, t.event, t.createdAt),
    // The retention sweep deletes by age alone.
    index('analytics_created_idx').on(t.createdAt),
  ],
);

/** Raw events older than the retention, rolled up: one row per day, collection, token and event. */
export const analyticsDaily = pgTable(
  'analytics_daily',
  {
    day: date('day', { mode: 'string' }).notNull(),
    collectionId: text('collection_id').notNull().default(''),
    tokenId: text('token_id').notNull().default(''),
    event: text('event').notNull(),
    count: integer('count').notNull(),
    visitors: integer('visitors').notNull(),
  },
  (t) => [primaryKey({ columns: [t.collectionId, t.event, t.day, t.tokenId] })],
);

/**
 * The salt of each day's visitor hashes. Yesterday's is deleted by the clean-up, after which
 * no one — the server included — can tell whether two days' visitors were the same person.
 */
export const analyticsSalts = pgTable('analytics_salts', {
  day: date('day', { mode: 'string' }).primaryKey(),
  salt: text('salt').notNull(),
});

/**
 * An uploaded file. `siteId` is the site whose host it was uploaded on; null for files stored
 * before uploads had a site, which belong to the site of the host that asks (as such layouts do).
 * `name` is the file's name on the owner's computer, shown in the media library.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id').references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    mime: text('mime').notNull(),
    size: integer('size').notNull(),
    fileName: text('file_name').notNull(),
    name: text('name'),
    width: integer('width'),
    height: integer('height'),
    createdAt: createdAt(),
  },
  (t) => [index('uploads_site_idx').on(t.siteId, t.createdAt)],
);

/** A part of a page saved by a site's editors to insert again (the palette's "Sections"). */
export const sections = pgTable(
  'sections',
  {
    id: text('id').primaryKey(),
    siteId: text('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    fragment: jsonb('fragment').$type<Json>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sections_site_idx').on(t.siteId, t.createdAt)],
);

/** Outgoing mail kept for /dev/outbox when no SMTP_URL is set (development only). */
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  code: text('code'),
  createdAt: createdAt(),
});

/**
 * Fixed-window request counters shared by every server process: one row per limited subject
 * (e.g. "otp:email+addr:…"), counted up in a single upsert so concurrent requests cannot all
 * read the same count. A row whose window ended starts over at its next use.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    resetAt: timestamp('reset_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [index('rate_limits_reset_idx').on(t.resetAt)],
);

/**
 * A POST sent with an Idempotency-Key: claimed before the handler runs (status null while in
 * progress), then holding the first answer so a retry gets it again instead of a second write.
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    /** Hash of the key, the method and path, and who sent it (session or address). */
    scopeHash: text('scope_hash').primaryKey(),
    requestHash: text('request_hash').notNull(),
    status: integer('status'),
    contentType: text('content_type'),
    body: text('body'),
    createdAt: createdAt(),
  },
  (t) => [index('idempotency_created_idx').on(t.createdAt)],
);

export const nowSql = sql`now()`;
