CREATE TABLE "auction_paddle_counters" (
	"auction_id" uuid PRIMARY KEY NOT NULL,
	"next_paddle" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "auction_paddle_counters" ADD CONSTRAINT "auction_paddle_counters_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;