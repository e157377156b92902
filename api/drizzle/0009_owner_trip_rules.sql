CREATE TABLE "car_blocks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "car_blocks_dates_check" CHECK ("car_blocks"."end_date" > "car_blocks"."start_date")
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "min_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "max_days" integer DEFAULT 365 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "advance_notice_hours" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "car_blocks" ADD CONSTRAINT "car_blocks_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "car_blocks_car_end_start_idx" ON "car_blocks" USING btree ("car_id","end_date","start_date");--> statement-breakpoint
CREATE INDEX "car_blocks_dates_idx" ON "car_blocks" USING gist (daterange("start_date", "end_date", '[)'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_trip_rules_check" CHECK (min_days between 1 and 30 and max_days between min_days and 365 and advance_notice_hours between 0 and 168);--> statement-breakpoint
-- Two blocks of a car never share a night, enforced by the database as for bookings (0001).
ALTER TABLE "car_blocks" ADD CONSTRAINT "car_blocks_no_overlap"
  EXCLUDE USING gist ("car_id" WITH =, daterange("start_date", "end_date", '[)') WITH &&);
