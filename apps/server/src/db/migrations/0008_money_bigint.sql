ALTER TABLE "auction_registrations" ALTER COLUMN "bidding_limit_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "auctions" ALTER COLUMN "deposit_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "bids" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "lots" ALTER COLUMN "starting_bid_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "lots" ALTER COLUMN "reserve_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "lots" ALTER COLUMN "current_price_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "lots" ALTER COLUMN "high_max_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "max_bids" ALTER COLUMN "max_cents" SET DATA TYPE bigint;