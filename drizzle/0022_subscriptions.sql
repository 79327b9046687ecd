CREATE TABLE "subscription_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "subscription_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"subscription_id" uuid NOT NULL,
	"from_value" text NOT NULL,
	"to_value" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_history_actor" CHECK ("subscription_history"."actor" in ('customer', 'admin', 'webhook', 'scheduler', 'system'))
);
--> statement-breakpoint
CREATE TABLE "subscription_periods" (
	"id" uuid PRIMARY KEY NOT NULL,
	"subscription_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"period_start" timestamp with time zone NOT NULL,
	"period_end" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"invoice_id" integer,
	"payment_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscription_periods_status" CHECK ("subscription_periods"."status" in ('billing', 'billed', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"customer_id" uuid,
	"order_id" uuid,
	"order_number" text NOT NULL,
	"order_line_id" integer NOT NULL,
	"names" jsonb NOT NULL,
	"period" text NOT NULL,
	"payment_mode" text NOT NULL,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"tax_rate_bp" integer DEFAULT 0 NOT NULL,
	"anchor_at" timestamp with time zone NOT NULL,
	"period_index" integer NOT NULL,
	"current_period_start" timestamp with time zone NOT NULL,
	"current_period_end" timestamp with time zone NOT NULL,
	"next_billing_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "subscriptions_period" CHECK ("subscriptions"."period" in ('week', 'month', 'year')),
	CONSTRAINT "subscriptions_payment_mode" CHECK ("subscriptions"."payment_mode" in ('pay_now', 'pay_later')),
	CONSTRAINT "subscriptions_status" CHECK ("subscriptions"."status" in ('pending', 'active', 'past_due', 'canceled', 'ended')),
	CONSTRAINT "subscriptions_amounts" CHECK ("subscriptions"."price_minor" > 0 and "subscriptions"."discount_minor" >= 0 and "subscriptions"."discount_minor" <= "subscriptions"."price_minor"),
	CONSTRAINT "subscriptions_period_order" CHECK ("subscriptions"."current_period_end" > "subscriptions"."current_period_start")
);
--> statement-breakpoint
ALTER TABLE "subscription_history" ADD CONSTRAINT "subscription_history_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscription_periods" ADD CONSTRAINT "subscription_periods_subscription_id_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "subscription_history_subscription" ON "subscription_history" USING btree ("subscription_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_start" ON "subscription_periods" USING btree ("subscription_id","period_start");--> statement-breakpoint
CREATE UNIQUE INDEX "subscription_periods_position" ON "subscription_periods" USING btree ("subscription_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "subscriptions_order_line" ON "subscriptions" USING btree ("order_id","order_line_id");--> statement-breakpoint
CREATE INDEX "subscriptions_customer" ON "subscriptions" USING btree ("customer_id","created_at");