-- No stylist is ever booked twice for overlapping time: the database decides, not the application.
-- Holds (pending_otp) count until they are confirmed, or expired by the engine when their hold lapses.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("stylist_id" WITH =, tstzrange("start_at", "end_at") WITH &&)
  WHERE ("status" IN ('pending_otp', 'confirmed', 'checked_in', 'in_service'));
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_time_order" CHECK ("end_at" > "start_at");
