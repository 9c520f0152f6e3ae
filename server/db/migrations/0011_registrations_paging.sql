CREATE TABLE "collection_registration_counts" (
	"collection_id" text PRIMARY KEY NOT NULL,
	"registered" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "owner_label" text;--> statement-breakpoint
ALTER TABLE "collection_registration_counts" ADD CONSTRAINT "collection_registration_counts_collection_id_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."collections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tokens_registered_number_idx" ON "tokens" USING btree ("collection_id",(case when "token_id" ~ '^[0-9]{1,18}$' then "token_id"::bigint end),"token_id","id") WHERE "tokens"."registered_at" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "tokens_registered_owner_idx" ON "tokens" USING btree ("collection_id","owner_label","id") WHERE "tokens"."registered_at" IS NOT NULL;--> statement-breakpoint
-- The registrations list reads two things the database keeps from here on, so a page never
-- counts or sorts every registration of a collection: tokens.owner_label (the owner's e-mail,
-- else the token's wallet address, else the owner's wallet address: the owner order) and
-- collection_registration_counts (how many tokens of a collection are registered now).
UPDATE "tokens" AS t SET "owner_label" = coalesce(u."email", t."owner_address", u."wallet_address")
FROM "users" AS u WHERE u."id" = t."owner_user_id";--> statement-breakpoint
UPDATE "tokens" SET "owner_label" = "owner_address"
WHERE "owner_user_id" IS NULL AND "owner_address" IS NOT NULL;--> statement-breakpoint
INSERT INTO "collection_registration_counts" ("collection_id", "registered")
SELECT c."id", (SELECT count(*) FROM "tokens" AS t WHERE t."collection_id" = c."id" AND t."registered_at" IS NOT NULL)
FROM "collections" AS c;--> statement-breakpoint
-- A token's owner label follows its owner, set on every write of owner_user_id or owner_address.
CREATE OR REPLACE FUNCTION vitrine_token_owner_label() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.owner_user_id IS NULL THEN
    NEW.owner_label := NEW.owner_address;
  ELSE
    SELECT coalesce(u.email, NEW.owner_address, u.wallet_address) INTO NEW.owner_label
    FROM users AS u WHERE u.id = NEW.owner_user_id;
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER tokens_owner_label BEFORE INSERT OR UPDATE OF owner_user_id, owner_address ON tokens
FOR EACH ROW EXECUTE FUNCTION vitrine_token_owner_label();--> statement-breakpoint
-- An owner's new e-mail or wallet address relabels their tokens.
CREATE OR REPLACE FUNCTION vitrine_user_owner_label() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE tokens SET owner_label = coalesce(NEW.email, tokens.owner_address, NEW.wallet_address)
  WHERE tokens.owner_user_id = NEW.id;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER users_owner_label AFTER UPDATE OF email, wallet_address ON users
FOR EACH ROW WHEN (OLD.email IS DISTINCT FROM NEW.email OR OLD.wallet_address IS DISTINCT FROM NEW.wallet_address)
EXECUTE FUNCTION vitrine_user_owner_label();--> statement-breakpoint
-- Every collection has its count row from its creation on; the tokens' triggers only update it.
CREATE OR REPLACE FUNCTION vitrine_collection_count_row() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO collection_registration_counts (collection_id) VALUES (NEW.id) ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER collections_count_row AFTER INSERT ON collections
FOR EACH ROW EXECUTE FUNCTION vitrine_collection_count_row();--> statement-breakpoint
-- Once per statement (a bulk import or a collection's deletion is one update of the counts, not
-- one per token): the registered rows the statement added, less those it removed, by collection.
CREATE OR REPLACE FUNCTION vitrine_count_registrations() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE collection_registration_counts AS c SET registered = c.registered + d.n
    FROM (SELECT collection_id, count(*) AS n FROM new_rows WHERE registered_at IS NOT NULL
          GROUP BY collection_id) AS d
    WHERE c.collection_id = d.collection_id;
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE collection_registration_counts AS c SET registered = c.registered - d.n
    FROM (SELECT collection_id, count(*) AS n FROM old_rows WHERE registered_at IS NOT NULL
          GROUP BY collection_id) AS d
    WHERE c.collection_id = d.collection_id;
  ELSE
    UPDATE collection_registration_counts AS c SET registered = c.registered + d.n
    FROM (SELECT collection_id, sum(n) AS n FROM (
            SELECT collection_id, 1 AS n FROM new_rows WHERE registered_at IS NOT NULL
            UNION ALL
            SELECT collection_id, -1 AS n FROM old_rows WHERE registered_at IS NOT NULL
          ) AS changes GROUP BY collection_id HAVING sum(n) <> 0) AS d
    WHERE c.collection_id = d.collection_id;
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER tokens_count_inserted AFTER INSERT ON tokens REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION vitrine_count_registrations();--> statement-breakpoint
CREATE TRIGGER tokens_count_updated AFTER UPDATE ON tokens
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION vitrine_count_registrations();--> statement-breakpoint
CREATE TRIGGER tokens_count_deleted AFTER DELETE ON tokens REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION vitrine_count_registrations();
