ALTER TABLE "bookings" DROP CONSTRAINT "bookings_booking_status_check";--> statement-breakpoint
DROP INDEX "bookings_active_dates_idx";--> statement-breakpoint
DROP INDEX "bookings_active_car_end_start_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "status_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "canceled_by" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "instant_booking" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE INDEX "bookings_pending_expires_at_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."booking_status" = 'Pending';--> statement-breakpoint
CREATE INDEX "bookings_pending_car_id_idx" ON "bookings" USING btree ("car_id","expires_at") WHERE "bookings"."booking_status" = 'Pending';--> statement-breakpoint
CREATE INDEX "bookings_active_dates_idx" ON "bookings" USING gist (daterange("start_date", "end_date", '[)')) WHERE booking_status in ('Pending', 'Confirmed');--> statement-breakpoint
CREATE INDEX "bookings_active_car_end_start_idx" ON "bookings" USING btree ("car_id","end_date","start_date","expires_at") WHERE booking_status in ('Pending', 'Confirmed');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_canceled_by_check" CHECK ("bookings"."canceled_by" in ('renter', 'owner'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_status_check" CHECK (booking_status in ('Confirmed', 'Pending', 'Canceled', 'Declined', 'Expired'));--> statement-breakpoint
-- Bookings canceled before owners could cancel were all canceled by their renters.
UPDATE "bookings" SET "canceled_by" = 'renter' WHERE "booking_status" = 'Canceled';--> statement-breakpoint
-- The no-overlap rule (0001) now holds for the bookings that keep a car's nights, Pending requests
-- and Confirmed bookings: Declined and Expired requests free theirs, as a cancel does.
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist ("car_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&)
  WHERE ("booking_status" in ('Pending', 'Confirmed'));
