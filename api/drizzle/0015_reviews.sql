CREATE TABLE "reviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"car_id" uuid,
	"author_side" text NOT NULL,
	"author_email" text NOT NULL,
	"author_name" text DEFAULT '' NOT NULL,
	"subject_email" text NOT NULL,
	"rating" integer NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"written_at" timestamp with time zone NOT NULL,
	"window_closes_at" timestamp with time zone NOT NULL,
	"published_at" timestamp with time zone,
	CONSTRAINT "reviews_booking_side_unique" UNIQUE("booking_id","author_side"),
	CONSTRAINT "reviews_author_side_check" CHECK (author_side in ('renter', 'owner')),
	CONSTRAINT "reviews_rating_check" CHECK (rating between 1 and 5),
	CONSTRAINT "reviews_text_check" CHECK (char_length(text) <= 1000),
	CONSTRAINT "reviews_not_of_oneself_check" CHECK (lower("reviews"."author_email") <> lower("reviews"."subject_email"))
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rating_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rating_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "rating_average" numeric(2, 1) GENERATED ALWAYS AS (CASE WHEN "cars"."rating_count" > 0 THEN round("cars"."rating_total"::numeric / "cars"."rating_count", 1) END) STORED;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_car_published_idx" ON "reviews" USING btree ("car_id","published_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "reviews"."author_side" = 'renter' and "reviews"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_renter_published_idx" ON "reviews" USING btree ("subject_email") WHERE "reviews"."author_side" = 'owner' and "reviews"."published_at" is not null;--> statement-breakpoint
CREATE INDEX "reviews_waiting_idx" ON "reviews" USING btree ("window_closes_at") WHERE "reviews"."published_at" is null;--> statement-breakpoint
CREATE INDEX "cars_rating_idx" ON "cars" USING btree ("rating_average" DESC NULLS LAST,"rating_count" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_rating_check" CHECK ("cars"."rating_count" >= 0 and "cars"."rating_total" between "cars"."rating_count" and 5 * "cars"."rating_count");