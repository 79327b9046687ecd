ALTER TABLE "contact_requests" ADD COLUMN "customer_id" uuid;--> statement-breakpoint
CREATE INDEX "contact_requests_customer" ON "contact_requests" USING btree ("customer_id");