CREATE TABLE "lot_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "lots" ADD COLUMN "group_id" uuid;--> statement-breakpoint
ALTER TABLE "lot_groups" ADD CONSTRAINT "lot_groups_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_groups" ADD CONSTRAINT "lot_groups_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lot_groups_auction" ON "lot_groups" USING btree ("auction_id");--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_group_id_lot_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."lot_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lots_group" ON "lots" USING btree ("group_id");