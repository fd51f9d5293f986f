CREATE TABLE "phone_bidders" (
	"registration_id" uuid PRIMARY KEY NOT NULL,
	"auction_id" uuid NOT NULL,
	"phone" text NOT NULL,
	"lot_numbers" text[] DEFAULT '{}'::text[] NOT NULL,
	"line_staff" text NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "phone_bidders" ADD CONSTRAINT "phone_bidders_registration_id_auction_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."auction_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_bidders" ADD CONSTRAINT "phone_bidders_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_bidders" ADD CONSTRAINT "phone_bidders_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_bidders_auction" ON "phone_bidders" USING btree ("auction_id");