CREATE TABLE "account_languages" (
	"email" text PRIMARY KEY NOT NULL,
	"language" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_languages_language_check" CHECK (language in ('en', 'bn')),
	CONSTRAINT "account_languages_email_lower_check" CHECK ("account_languages"."email" = lower("account_languages"."email"))
);
