ALTER TABLE "notifications" DROP COLUMN "title";--> statement-breakpoint
ALTER TABLE "notifications" DROP COLUMN "body";--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_has_message" CHECK ("notifications"."message_key" is not null or coalesce("notifications"."texts" ? "notifications"."texts_fallback", false));