CREATE TABLE "driving_licences" (
	"email" text PRIMARY KEY NOT NULL,
	"number" text,
	"expires_on" date,
	"photo_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "driving_licences_email_lower_check" CHECK ("driving_licences"."email" = lower("driving_licences"."email")),
	CONSTRAINT "driving_licences_number_with_expiry_check" CHECK (("driving_licences"."number" is null) = ("driving_licences"."expires_on" is null))
);
