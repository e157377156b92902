ALTER TABLE "bookings" ADD COLUMN "change_of" uuid;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_change_of_bookings_id_fk" FOREIGN KEY ("change_of") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_change_of_idx" ON "bookings" USING btree ("change_of") WHERE "bookings"."change_of" IS NOT NULL;--> statement-breakpoint
-- A change of dates waiting for the owner holds its new nights in a Pending row of its own
-- (change_of = the confirmed booking it would change), beside the booking's nights. The no-overlap
-- rule (0010) now lets a row share nights with its own booking, and with no other: two rows
-- conflict only when they belong to different bookings (coalesce(change_of, id) differs).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "car_id" WITH =,
    daterange("start_date", "end_date", '[)') WITH &&,
    (coalesce("change_of", "id")) WITH <>
  )
  WHERE ("booking_status" in ('Pending', 'Confirmed'));
