ALTER TABLE "promo_codes" DROP CONSTRAINT "promo_codes_status";--> statement-breakpoint
ALTER TABLE "promo_codes" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_status" CHECK ("promo_codes"."status" in ('active', 'paused', 'ended'));