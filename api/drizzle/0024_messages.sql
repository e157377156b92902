CREATE TABLE "message_threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"car_id" uuid,
	"car_model" text NOT NULL,
	"owner_email" text NOT NULL,
	"owner_name" text DEFAULT '' NOT NULL,
	"renter_email" text NOT NULL,
	"renter_name" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	"owner_mailed_at" timestamp with time zone,
	"renter_mailed_at" timestamp with time zone,
	CONSTRAINT "message_threads_car_renter_unique" UNIQUE("car_id","renter_email"),
	CONSTRAINT "message_threads_emails_lower_check" CHECK ("message_threads"."owner_email" = lower("message_threads"."owner_email") and "message_threads"."renter_email" = lower("message_threads"."renter_email"))
);
--> statement-breakpoint
CREATE TABLE "thread_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "thread_messages_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"thread_id" uuid NOT NULL,
	"sender_email" text NOT NULL,
	"original_text" text NOT NULL,
	"shown_text" text NOT NULL,
	"masked" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"read_at" timestamp with time zone,
	"mail_handled" boolean DEFAULT false NOT NULL,
	CONSTRAINT "thread_messages_seq_unique" UNIQUE("seq")
);
--> statement-breakpoint
ALTER TABLE "thread_messages" ADD CONSTRAINT "thread_messages_thread_id_message_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."message_threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "message_threads_owner_activity_idx" ON "message_threads" USING btree ("owner_email","last_activity_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "message_threads_renter_activity_idx" ON "message_threads" USING btree ("renter_email","last_activity_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "thread_messages_thread_seq_idx" ON "thread_messages" USING btree ("thread_id","seq" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "thread_messages_unread_idx" ON "thread_messages" USING btree ("thread_id","sender_email") WHERE "thread_messages"."read_at" is null;--> statement-breakpoint
-- Written by hand (schema-messages.ts cannot name the cars table without an import cycle): a
-- thread outlives its car, as a booking does.
ALTER TABLE "message_threads" ADD CONSTRAINT "message_threads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;
