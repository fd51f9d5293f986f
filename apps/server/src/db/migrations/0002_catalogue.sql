CREATE TABLE "auction_categories" (
	"auction_id" uuid NOT NULL,
	"category_id" uuid NOT NULL,
	CONSTRAINT "auction_categories_auction_id_category_id_pk" PRIMARY KEY("auction_id","category_id")
);
--> statement-breakpoint
CREATE TABLE "auction_registrations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"paddle_number" integer NOT NULL,
	"status" text NOT NULL,
	"bidding_limit_cents" integer,
	"terms_accepted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "auction_registrations_auction_user" UNIQUE("auction_id","user_id"),
	CONSTRAINT "auction_registrations_auction_paddle" UNIQUE("auction_id","paddle_number")
);
--> statement-breakpoint
CREATE TABLE "auctions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text DEFAULT 'timed' NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"start_at" timestamp with time zone,
	"end_at" timestamp with time zone,
	"time_zone" text DEFAULT 'America/Halifax' NOT NULL,
	"terms" text DEFAULT '' NOT NULL,
	"pickup_info" text DEFAULT '' NOT NULL,
	"location" text DEFAULT '' NOT NULL,
	"image" text,
	"buyer_premium" jsonb DEFAULT '{"kind":"flat","rate_bp":1500}'::jsonb NOT NULL,
	"soft_close_window_seconds" integer DEFAULT 120 NOT NULL,
	"soft_close_extension_seconds" integer DEFAULT 120 NOT NULL,
	"stagger_seconds" integer DEFAULT 30 NOT NULL,
	"requires_approval" boolean DEFAULT false NOT NULL,
	"deposit_cents" integer,
	"video_url" text,
	"increment_profile_id" uuid,
	"last_seq" bigint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bid_increment_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"rows" jsonb NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bids" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"auction_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"kind" text NOT NULL,
	"seq" bigint NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bids_auction_seq" UNIQUE("auction_id","seq")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"image" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
CREATE TABLE "lot_images" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"lot_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"thumb_key" text NOT NULL,
	"medium_key" text NOT NULL,
	"large_key" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"auction_id" uuid NOT NULL,
	"lot_number" text NOT NULL,
	"sale_order" integer NOT NULL,
	"title" text NOT NULL,
	"slug" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"condition" text DEFAULT '' NOT NULL,
	"quantity" integer DEFAULT 1 NOT NULL,
	"starting_bid_cents" integer NOT NULL,
	"reserve_cents" integer,
	"current_price_cents" integer,
	"high_bidder_id" uuid,
	"high_max_cents" integer,
	"bid_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'upcoming' NOT NULL,
	"end_at" timestamp with time zone,
	"closed_at" timestamp with time zone,
	"consignor_id" uuid,
	"category_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lots_auction_lot_number" UNIQUE("auction_id","lot_number")
);
--> statement-breakpoint
CREATE TABLE "max_bids" (
	"lot_id" uuid NOT NULL,
	"bidder_id" uuid NOT NULL,
	"max_cents" integer NOT NULL,
	"placed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"seq" bigint NOT NULL,
	CONSTRAINT "max_bids_lot_id_bidder_id_pk" PRIMARY KEY("lot_id","bidder_id")
);
--> statement-breakpoint
CREATE TABLE "watchlist" (
	"user_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "watchlist_user_id_lot_id_pk" PRIMARY KEY("user_id","lot_id")
);
--> statement-breakpoint
ALTER TABLE "auction_categories" ADD CONSTRAINT "auction_categories_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_categories" ADD CONSTRAINT "auction_categories_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD CONSTRAINT "auction_registrations_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auction_registrations" ADD CONSTRAINT "auction_registrations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "auctions" ADD CONSTRAINT "auctions_increment_profile_id_bid_increment_profiles_id_fk" FOREIGN KEY ("increment_profile_id") REFERENCES "public"."bid_increment_profiles"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bids" ADD CONSTRAINT "bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lot_images" ADD CONSTRAINT "lot_images_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_high_bidder_id_users_id_fk" FOREIGN KEY ("high_bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_consignor_id_users_id_fk" FOREIGN KEY ("consignor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lots" ADD CONSTRAINT "lots_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "max_bids" ADD CONSTRAINT "max_bids_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "max_bids" ADD CONSTRAINT "max_bids_bidder_id_users_id_fk" FOREIGN KEY ("bidder_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist" ADD CONSTRAINT "watchlist_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "auctions_status_end_at" ON "auctions" USING btree ("status","end_at");--> statement-breakpoint
CREATE INDEX "auctions_start_at" ON "auctions" USING btree ("start_at");--> statement-breakpoint
CREATE UNIQUE INDEX "bid_increment_profiles_one_default" ON "bid_increment_profiles" USING btree ("is_default") WHERE "bid_increment_profiles"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "bids_bidder_idempotency_key" ON "bids" USING btree ("bidder_id","idempotency_key") WHERE "bids"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "bids_lot_seq" ON "bids" USING btree ("lot_id","seq");--> statement-breakpoint
CREATE INDEX "bids_bidder" ON "bids" USING btree ("bidder_id");--> statement-breakpoint
CREATE INDEX "lot_images_lot_position" ON "lot_images" USING btree ("lot_id","position");--> statement-breakpoint
CREATE INDEX "lots_auction_end_at" ON "lots" USING btree ("auction_id","end_at");--> statement-breakpoint
CREATE INDEX "lots_auction_sale_order" ON "lots" USING btree ("auction_id","sale_order");--> statement-breakpoint
CREATE INDEX "lots_open_end_at" ON "lots" USING btree ("end_at") WHERE "lots"."status" = 'open';--> statement-breakpoint
CREATE INDEX "lots_category" ON "lots" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "watchlist_lot" ON "watchlist" USING btree ("lot_id");