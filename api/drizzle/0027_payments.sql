CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"tran_id" text NOT NULL,
	"amount_minor" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text DEFAULT 'started' NOT NULL,
	"session_key" text,
	"val_id" text,
	"bank_tran_id" text,
	"card_type" text,
	"risk_level" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone,
	"reviewed_by" text,
	CONSTRAINT "payments_tran_id_unique" UNIQUE("tran_id"),
	CONSTRAINT "payments_state_check" CHECK (state in ('started', 'paid', 'held', 'failed', 'canceled', 'refunded')),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount_minor" > 0)
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"booking_id" uuid NOT NULL,
	"payment_id" uuid NOT NULL,
	"amount_minor" integer NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"refe_id" text NOT NULL,
	"refund_ref_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text DEFAULT '' NOT NULL,
	"staff_email" text,
	"note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "refunds_refe_id_unique" UNIQUE("refe_id"),
	CONSTRAINT "refunds_state_check" CHECK (state in ('pending', 'done', 'failed')),
	CONSTRAINT "refunds_reason_check" CHECK (reason in ('renterCanceled', 'ownerCanceled', 'ownerSuspended', 'latePayment', 'secondPayment', 'heldRefused', 'byStaff')),
	CONSTRAINT "refunds_amount_check" CHECK ("refunds"."amount_minor" > 0)
);
--> statement-breakpoint
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_booking_status_check";--> statement-breakpoint
DROP INDEX "bookings_active_dates_idx";--> statement-breakpoint
DROP INDEX "bookings_active_car_end_start_idx";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "advance_minor" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "advance_state" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refunded_minor" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_state" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "advance_percent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_booking_id_idx" ON "payments" USING btree ("booking_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_one_settled_per_booking" ON "payments" USING btree ("booking_id") WHERE "payments"."state" in ('paid', 'held');--> statement-breakpoint
CREATE INDEX "payments_held_idx" ON "payments" USING btree ("created_at") WHERE "payments"."state" = 'held';--> statement-breakpoint
CREATE INDEX "refunds_booking_id_idx" ON "refunds" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "refunds_pending_idx" ON "refunds" USING btree ("next_attempt_at") WHERE "refunds"."state" = 'pending';--> statement-breakpoint
CREATE INDEX "bookings_awaiting_payment_idx" ON "bookings" USING btree ("expires_at") WHERE "bookings"."booking_status" = 'AwaitingPayment';--> statement-breakpoint
CREATE INDEX "bookings_active_dates_idx" ON "bookings" USING gist (daterange("start_date", "end_date", '[)')) WHERE booking_status in ('Pending', 'Confirmed', 'AwaitingPayment');--> statement-breakpoint
CREATE INDEX "bookings_active_car_end_start_idx" ON "bookings" USING btree ("car_id","end_date","start_date","expires_at") WHERE booking_status in ('Pending', 'Confirmed', 'AwaitingPayment');--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_advance_state_check" CHECK (advance_state in ('due', 'held', 'paid'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_advance_check" CHECK (("bookings"."advance_minor" is null) = ("bookings"."advance_state" is null) and coalesce("bookings"."advance_minor", 1) > 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refund_state_check" CHECK (refund_state in ('pending', 'done', 'failed'));--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_refunded_check" CHECK ("bookings"."refunded_minor" >= 0);--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_booking_status_check" CHECK (booking_status in ('Confirmed', 'Pending', 'Canceled', 'Declined', 'Expired', 'AwaitingPayment'));--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_advance_percent_check" CHECK ("cars"."advance_percent" = 0 or "cars"."advance_percent" between 10 and 50);--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id");--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id");--> statement-breakpoint
-- A booking waiting for its advance holds its nights as a request does (HOLDING_STATUSES).
ALTER TABLE "bookings" DROP CONSTRAINT "bookings_no_overlap";--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap"
  EXCLUDE USING gist (
    "car_id" WITH =,
    daterange("start_date", "end_date", '[)') WITH &&,
    (coalesce("change_of", "id")) WITH <>
  )
  WHERE ("booking_status" in ('Pending', 'Confirmed', 'AwaitingPayment'));
--> statement-breakpoint
-- The finance role (staff who handle payments and refunds).
ALTER TABLE "audit_log" DROP CONSTRAINT "audit_log_actor_role_check";--> statement-breakpoint
ALTER TABLE "staff_roles" DROP CONSTRAINT "staff_roles_role_check";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_role_check" CHECK ("audit_log"."actor_role" is null or actor_role in ('admin', 'support', 'finance'));--> statement-breakpoint
ALTER TABLE "staff_roles" ADD CONSTRAINT "staff_roles_role_check" CHECK (role in ('admin', 'support', 'finance'));