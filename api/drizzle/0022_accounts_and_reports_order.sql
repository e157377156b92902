DROP INDEX "accounts_created_at_idx";--> statement-breakpoint
CREATE INDEX "reports_resolved_idx" ON "reports" USING btree ("resolved_at","id") WHERE "reports"."status" = 'resolved';--> statement-breakpoint
CREATE INDEX "accounts_created_at_idx" ON "accounts" USING btree ("created_at" DESC NULLS FIRST,"email");