-- The owner area: uploaded photos (their pictures live in the photo storage, named by the id),
-- a car's photo and thumbnail, the renter's display name on a booking (what the car's owner sees), and
-- bookings that outlive their car: deleting a car (allowed only when none of its bookings is still to
-- come) keeps them, with their own copy of what was rented, in their renters' lists. A car rents for at
-- least a cent a day.
CREATE TABLE "photos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"uploader_uid" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cars" DROP CONSTRAINT "cars_daily_rental_price_check";--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_car_id_cars_id_fk";
--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "car_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "booker_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "thumbnail_url" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
CREATE INDEX "photos_uploader_uid_idx" ON "photos" USING btree ("uploader_uid");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_photo_id_photos_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."photos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_daily_rental_price_check" CHECK ("cars"."daily_rental_price" > 0);