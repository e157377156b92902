CREATE TABLE "bookings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"car_model" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"location" text NOT NULL,
	"daily_rental_price" numeric(10, 2) NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"booking_date" timestamp with time zone NOT NULL,
	"total_price" numeric(10, 2) NOT NULL,
	"booking_status" text NOT NULL,
	"booker_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_booking_status_check" CHECK (booking_status in ('Confirmed', 'Pending', 'Canceled')),
	CONSTRAINT "bookings_dates_check" CHECK ("bookings"."end_date" > "bookings"."start_date")
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_model" text NOT NULL,
	"brand" text DEFAULT '' NOT NULL,
	"daily_rental_price" numeric(10, 2) NOT NULL,
	"booking_status" text NOT NULL,
	"booking_count" integer DEFAULT 0 NOT NULL,
	"location" text NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"features" text DEFAULT '' NOT NULL,
	"registration_number" text NOT NULL,
	"owner_email" text NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cars_booking_status_check" CHECK (booking_status in ('available', 'unavailable')),
	CONSTRAINT "cars_daily_rental_price_check" CHECK ("cars"."daily_rental_price" >= 0),
	CONSTRAINT "cars_booking_count_check" CHECK ("cars"."booking_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_car_id_idx" ON "bookings" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "bookings_booker_email_idx" ON "bookings" USING btree ("booker_email");--> statement-breakpoint
CREATE INDEX "cars_created_at_idx" ON "cars" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "cars_owner_email_idx" ON "cars" USING btree ("owner_email");