ALTER TABLE "order_lines" ADD COLUMN "placed_at" timestamp with time zone;--> statement-breakpoint
UPDATE "order_lines" l SET "placed_at" = o."created_at" FROM "orders" o WHERE o."id" = l."order_id";--> statement-breakpoint
ALTER TABLE "order_lines" ALTER COLUMN "placed_at" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "order_lines_placed" ON "order_lines" USING btree ("placed_at","service_id","currency","final_price_minor","order_id");--> statement-breakpoint
CREATE INDEX "orders_unsold" ON "orders" USING btree ("created_at","id") WHERE "orders"."status" in ('canceled', 'rejected');
