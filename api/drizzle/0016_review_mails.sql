ALTER TABLE "bookings" ADD COLUMN "review_invited_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "review_reminded_at" timestamp with time zone;--> statement-breakpoint
-- Trips whose review window had closed before reviews existed are asked nothing: marked done, so the
-- sweep's partial indexes hold only the trips it may still mail about.
UPDATE "bookings" SET "review_invited_at" = now(), "review_reminded_at" = now() WHERE "booking_status" = 'Confirmed' AND "end_date" <= (now() AT TIME ZONE 'Asia/Dhaka')::date - 14;--> statement-breakpoint
CREATE INDEX "bookings_review_invite_idx" ON "bookings" USING btree ("end_date") WHERE "bookings"."booking_status" = 'Confirmed' and "bookings"."change_of" is null and "bookings"."review_invited_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_review_reminder_idx" ON "bookings" USING btree ("end_date") WHERE "bookings"."booking_status" = 'Confirmed' and "bookings"."change_of" is null and "bookings"."review_reminded_at" is null;