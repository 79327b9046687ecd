ALTER TABLE "packages" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "price_minor" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "currency" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "discount_type" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "discount_value" integer;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "billing_period" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "payment_kind" text;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "available" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- Services that exist already are sold on the terms of their cheapest package until someone sets
-- their own; a service without any package gets no price and is not for sale (never free).
UPDATE "services" s SET
  "price_minor" = p."price_minor",
  "currency" = p."currency",
  "discount_type" = p."discount_type",
  "discount_value" = p."discount_value",
  "billing_period" = p."billing_period",
  "payment_kind" = p."payment_kind"
FROM (
  SELECT DISTINCT ON ("service_id") *
  FROM "packages"
  ORDER BY "service_id", "price_minor", "position", "id"
) p
WHERE p."service_id" = s."id";--> statement-breakpoint
UPDATE "services" SET "price_minor" = 0, "currency" = 'MAD', "payment_kind" = 'one_time', "available" = false
WHERE "price_minor" IS NULL;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "price_minor" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "currency" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ALTER COLUMN "payment_kind" SET NOT NULL;
