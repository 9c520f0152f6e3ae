CREATE TABLE "registration_actions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_row_id" integer NOT NULL,
	"action" text NOT NULL,
	"actor" text NOT NULL,
	"from_owner" text,
	"to_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_actions_action_check" CHECK ("registration_actions"."action" in ('transfer_requested', 'transferred', 'revoked'))
);
--> statement-breakpoint
CREATE TABLE "registration_transfers" (
	"id" text PRIMARY KEY NOT NULL,
	"token_row_id" integer NOT NULL,
	"from_user_id" text NOT NULL,
	"to_email" text NOT NULL,
	"actor" text NOT NULL,
	"confirm_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "registration_transfers_confirm_hash_unique" UNIQUE("confirm_hash")
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "previous_owner_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "registration_actions" ADD CONSTRAINT "registration_actions_token_row_id_tokens_id_fk" FOREIGN KEY ("token_row_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "registration_transfers" ADD CONSTRAINT "registration_transfers_token_row_id_tokens_id_fk" FOREIGN KEY ("token_row_id") REFERENCES "public"."tokens"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "registration_actions_token_idx" ON "registration_actions" USING btree ("token_row_id","created_at");--> statement-breakpoint
CREATE INDEX "registration_transfers_token_idx" ON "registration_transfers" USING btree ("token_row_id");--> statement-breakpoint
CREATE INDEX "tokens_registered_idx" ON "tokens" USING btree ("collection_id","registered_at","id") WHERE "tokens"."registered_at" IS NOT NULL;