CREATE TABLE "analytics_daily" (
	"day" date NOT NULL,
	"collection_id" text DEFAULT '' NOT NULL,
	"token_id" text DEFAULT '' NOT NULL,
	"event" text NOT NULL,
	"count" integer NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "analytics_daily_collection_id_event_day_token_id_pk" PRIMARY KEY("collection_id","event","day","token_id")
);
--> statement-breakpoint
CREATE TABLE "analytics_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "analytics_events" ADD COLUMN "visitor" text;