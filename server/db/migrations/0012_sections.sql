CREATE TABLE "sections" (
	"id" text PRIMARY KEY NOT NULL,
	"site_id" text NOT NULL,
	"name" text NOT NULL,
	"fragment" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "site_id" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "width" integer;--> statement-breakpoint
ALTER TABLE "uploads" ADD COLUMN "height" integer;--> statement-breakpoint
ALTER TABLE "sections" ADD CONSTRAINT "sections_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sections_site_idx" ON "sections" USING btree ("site_id","created_at");--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_site_id_sites_id_fk" FOREIGN KEY ("site_id") REFERENCES "public"."sites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "uploads_site_idx" ON "uploads" USING btree ("site_id","created_at");--> statement-breakpoint
-- Files uploaded before uploads had a site belong to the first site's library, except visitors' post images.
UPDATE "uploads" SET "site_id" = (SELECT "id" FROM "sites" ORDER BY "created_at", "id" LIMIT 1)
WHERE "site_id" IS NULL
  AND NOT EXISTS (SELECT 1 FROM "activities" WHERE "activities"."image_url" = '/uploads/' || "uploads"."file_name");
