CREATE TABLE "accounts" (
	"email" text PRIMARY KEY NOT NULL,
	"uid" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_sign_in_at" timestamp with time zone DEFAULT now() NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"suspension_reason" text,
	"suspended_at" timestamp with time zone,
	"search_text" text GENERATED ALWAYS AS (lower("accounts"."email" || E'\n' || "accounts"."name")) STORED NOT NULL,
	CONSTRAINT "accounts_email_lower_check" CHECK ("accounts"."email" = lower("accounts"."email")),
	CONSTRAINT "accounts_status_check" CHECK (status in ('active', 'suspended')),
	CONSTRAINT "accounts_suspension_check" CHECK (("accounts"."status" = 'suspended') = ("accounts"."suspension_reason" is not null))
);
--> statement-breakpoint
CREATE TABLE "reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reporter_email" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"reason" text NOT NULL,
	"text" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone,
	"resolved_by" text,
	"action" text,
	"note" text,
	CONSTRAINT "reports_target_type_check" CHECK (target_type in ('car', 'review', 'user')),
	CONSTRAINT "reports_reason_check" CHECK (reason in ('fake', 'misleading', 'unsafe', 'offensive', 'other', 'personalData', 'notAboutTheTrip', 'conflictOfInterest', 'spam', 'abusive', 'fraud', 'noShow')),
	CONSTRAINT "reports_status_check" CHECK (status in ('open', 'resolved')),
	CONSTRAINT "reports_action_check" CHECK ("reports"."action" is null or action in ('dismiss', 'hideCar', 'hideReview', 'suspendUser')),
	CONSTRAINT "reports_text_check" CHECK (char_length(text) <= 1000),
	CONSTRAINT "reports_resolution_check" CHECK (("reports"."status" = 'resolved') = ("reports"."resolved_at" is not null and "reports"."action" is not null))
);
--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "moderation_state" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "moderation_reason" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "owner_suspended" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "listed" boolean GENERATED ALWAYS AS ("cars"."moderation_state" = 'published' and not "cars"."owner_suspended") STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at" DESC NULLS LAST,"email");--> statement-breakpoint
CREATE INDEX "accounts_search_text_trgm_idx" ON "accounts" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "accounts_uid_idx" ON "accounts" USING btree ("uid");--> statement-breakpoint
CREATE UNIQUE INDEX "reports_one_open_per_reporter_idx" ON "reports" USING btree ("reporter_email","target_type","target_id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_open_queue_idx" ON "reports" USING btree ("created_at","id") WHERE "reports"."status" = 'open';--> statement-breakpoint
CREATE INDEX "reports_target_idx" ON "reports" USING btree ("target_type","target_id");--> statement-breakpoint
CREATE INDEX "reports_reporter_idx" ON "reports" USING btree ("reporter_email","created_at");--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_moderation_state_check" CHECK (moderation_state in ('published', 'pendingReview', 'rejected', 'hidden'));--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_check" CHECK (("reviews"."hidden_reason" is null) = ("reviews"."hidden_at" is null) and ("reviews"."hidden_reason" is null or hidden_reason in ('personalData', 'offensive', 'notAboutTheTrip', 'conflictOfInterest', 'spam')));