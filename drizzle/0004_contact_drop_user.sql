DROP INDEX "contact_requests_user";--> statement-breakpoint
ALTER TABLE "contact_requests" DROP COLUMN "user_id";