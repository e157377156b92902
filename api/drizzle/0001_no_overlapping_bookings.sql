-- No double booking, enforced by the database: two bookings of the same car that are not
-- canceled may not share a night. Dates are half-open ([start, end)), so a renter may pick a car
-- up on the day the previous one returns it. Drizzle cannot express this, hence a hand-written
-- migration. btree_gist lets a GiST index compare the uuid with `=`.
CREATE EXTENSION IF NOT EXISTS btree_gist;
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("car_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&)
  WHERE ("booking_status" <> 'Canceled');
