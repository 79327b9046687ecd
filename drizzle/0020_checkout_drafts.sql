CREATE TABLE "checkout_drafts" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"notes" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"payment_mode" text,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "checkout_drafts_payment_mode" CHECK ("checkout_drafts"."payment_mode" in ('pay_now', 'pay_later'))
);
--> statement-breakpoint
ALTER TABLE "attachments" DROP CONSTRAINT "attachments_owner_kind";--> statement-breakpoint
ALTER TABLE "checkout_drafts" ADD CONSTRAINT "checkout_drafts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "attachments" ADD CONSTRAINT "attachments_owner_kind" CHECK (owner_kind in ('order', 'request', 'order_comment', 'checkout'));