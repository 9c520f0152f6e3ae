CREATE TABLE "idempotency_keys" (
	"scope_hash" text PRIMARY KEY NOT NULL,
	"request_hash" text NOT NULL,
	"status" integer,
	"content_type" text,
	"body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "idempotency_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "rate_limits_reset_idx" ON "rate_limits" USING btree ("reset_at");--> statement-breakpoint
CREATE INDEX "analytics_created_idx" ON "analytics_events" USING btree ("created_at");--> statement-breakpoint
-- A database from before this migration may hold several open registrations for one token: keep the first.
DELETE FROM "pending_registrations" AS "p" WHERE "p"."completed_at" IS NULL AND EXISTS (SELECT 1 FROM "pending_registrations" AS "q" WHERE "q"."token_row_id" = "p"."token_row_id" AND "q"."completed_at" IS NULL AND ("q"."created_at", "q"."id") < ("p"."created_at", "p"."id"));--> statement-breakpoint
CREATE UNIQUE INDEX "pending_token_open_idx" ON "pending_registrations" USING btree ("token_row_id") WHERE "pending_registrations"."completed_at" IS NULL;