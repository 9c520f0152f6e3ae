ALTER TABLE "collections" ADD COLUMN "token_layout_id" text;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "layout_id" text;