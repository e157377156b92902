ALTER TABLE "bookings" ADD COLUMN "with_driver" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_time" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "pickup_place" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "destination_district" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "price_lines" jsonb;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_pickup_time_check" CHECK ("bookings"."pickup_time" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$');