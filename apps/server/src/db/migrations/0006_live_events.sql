CREATE TABLE "live_events" (
	"auction_id" uuid NOT NULL,
	"seq" bigint NOT NULL,
	"type" text NOT NULL,
	"lot_id" uuid,
	"payload" jsonb NOT NULL,
	"actor_id" uuid,
	"server_time" timestamp with time zone NOT NULL,
	CONSTRAINT "live_events_auction_id_seq_pk" PRIMARY KEY("auction_id","seq")
);
--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_auction_id_auctions_id_fk" FOREIGN KEY ("auction_id") REFERENCES "public"."auctions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "live_events" ADD CONSTRAINT "live_events_lot_id_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "live_events_lot" ON "live_events" USING btree ("lot_id");--> statement-breakpoint
-- The live sale's log is append-only: a stored event is never changed (rows go only with their auction).
CREATE FUNCTION live_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'live_events is append-only';
END;
$$;
--> statement-breakpoint
CREATE TRIGGER live_events_append_only BEFORE UPDATE ON live_events
  FOR EACH ROW EXECUTE FUNCTION live_events_refuse_change();
