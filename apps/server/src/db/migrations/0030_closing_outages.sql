CREATE TABLE "closing_heartbeat" (
	"id" text PRIMARY KEY DEFAULT 'closing' NOT NULL,
	"beat_at" timestamp with time zone NOT NULL,
	CONSTRAINT "closing_heartbeat_one_row" CHECK ("closing_heartbeat"."id" = 'closing')
);
--> statement-breakpoint
CREATE TABLE "closing_outages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"lots_retimed" integer NOT NULL,
	CONSTRAINT "closing_outages_gap" CHECK ("closing_outages"."ended_at" >= "closing_outages"."started_at")
);
--> statement-breakpoint
CREATE TABLE "closing_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"paused_at" timestamp with time zone NOT NULL,
	"paused_by" uuid,
	"resumed_at" timestamp with time zone,
	"resumed_by" uuid,
	"lots_retimed" integer,
	CONSTRAINT "closing_pauses_resumed" CHECK ("closing_pauses"."resumed_at" is null or "closing_pauses"."resumed_at" >= "closing_pauses"."paused_at")
);
--> statement-breakpoint
ALTER TABLE "closing_pauses" ADD CONSTRAINT "closing_pauses_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_pauses" ADD CONSTRAINT "closing_pauses_paused_by_users_id_fk" FOREIGN KEY ("paused_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "closing_pauses" ADD CONSTRAINT "closing_pauses_resumed_by_users_id_fk" FOREIGN KEY ("resumed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "closing_outages_ended_at" ON "closing_outages" USING btree ("ended_at");--> statement-breakpoint
CREATE UNIQUE INDEX "closing_pauses_one_running" ON "closing_pauses" USING btree ("auction_id") WHERE "closing_pauses"."resumed_at" is null;