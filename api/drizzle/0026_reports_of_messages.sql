ALTER TABLE "reports" DROP CONSTRAINT "reports_target_type_check";--> statement-breakpoint
ALTER TABLE "reports" DROP CONSTRAINT "reports_reason_check";--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_target_type_check" CHECK (target_type in ('car', 'review', 'user', 'message'));--> statement-breakpoint
ALTER TABLE "reports" ADD CONSTRAINT "reports_reason_check" CHECK (reason in ('fake', 'misleading', 'unsafe', 'offensive', 'other', 'personalData', 'notAboutTheTrip', 'conflictOfInterest', 'spam', 'abusive', 'fraud', 'noShow', 'offPlatform'));