CREATE TABLE "verified_phones" (
	"email" text PRIMARY KEY NOT NULL,
	"phone_number" text NOT NULL,
	"verified_at" timestamp with time zone NOT NULL,
	CONSTRAINT "verified_phones_phone_number_unique" UNIQUE("phone_number"),
	CONSTRAINT "verified_phones_email_lower_check" CHECK ("verified_phones"."email" = lower("verified_phones"."email")),
	CONSTRAINT "verified_phones_phone_number_check" CHECK ("verified_phones"."phone_number" ~ '^[+]8801[3-9][0-9]{8}$')
);
