CREATE TABLE "order_comments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_comments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"author_kind" text NOT NULL,
	"author_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_comments_author_kind" CHECK ("order_comments"."author_kind" in ('customer', 'admin')),
	CONSTRAINT "order_comments_body" CHECK (length("order_comments"."body") between 1 and 5000)
);
--> statement-breakpoint
CREATE TABLE "order_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"field" text NOT NULL,
	"from_value" text NOT NULL,
	"to_value" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "order_history_field" CHECK ("order_history"."field" in ('status', 'pay_status')),
	CONSTRAINT "order_history_actor" CHECK ("order_history"."actor" in ('customer', 'admin', 'webhook', 'scheduler', 'system'))
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"type" text NOT NULL,
	"service_id" integer NOT NULL,
	"service_slug" text NOT NULL,
	"package_id" integer,
	"package_slug" text,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"currency" text NOT NULL,
	"price_minor" bigint NOT NULL,
	"discount_type" text,
	"discount_value" integer,
	"discount_minor" bigint NOT NULL,
	"final_price_minor" bigint NOT NULL,
	"billing_period" text,
	"payment_kind" text,
	CONSTRAINT "order_lines_type" CHECK ("order_lines"."type" in ('service', 'package')),
	CONSTRAINT "order_lines_package" CHECK (("order_lines"."type" = 'package') = ("order_lines"."package_id" is not null and "order_lines"."package_slug" is not null)),
	CONSTRAINT "order_lines_amounts" CHECK ("order_lines"."price_minor" >= 0 and "order_lines"."final_price_minor" = "order_lines"."price_minor" - "order_lines"."discount_minor" and "order_lines"."final_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" uuid PRIMARY KEY NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"customer_id" uuid,
	"status" text NOT NULL,
	"pay_status" text NOT NULL,
	"payment_mode" text NOT NULL,
	"locale" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"promo_code_id" integer,
	"promo_code" text,
	"extra_info" text,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"checkout_key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "orders_status" CHECK ("orders"."status" in ('pending', 'approved', 'done', 'canceled', 'closed', 'rejected')),
	CONSTRAINT "orders_pay_status" CHECK ("orders"."pay_status" in ('pending', 'on_hand', 'paid', 'refund')),
	CONSTRAINT "orders_payment_mode" CHECK ("orders"."payment_mode" in ('pay_now', 'pay_later')),
	CONSTRAINT "orders_amounts" CHECK ("orders"."subtotal_minor" >= 0 and "orders"."discount_minor" >= 0 and "orders"."tax_minor" >= 0 and "orders"."total_minor" = "orders"."subtotal_minor" - "orders"."discount_minor" + "orders"."tax_minor")
);
--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_comments" ADD CONSTRAINT "order_comments_author_id_users_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_history" ADD CONSTRAINT "order_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_comments_order" ON "order_comments" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_history_order" ON "order_history" USING btree ("order_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_lines_position" ON "order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number" ON "orders" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_year_sequence" ON "orders" USING btree ("year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_customer_checkout_key" ON "orders" USING btree ("customer_id","checkout_key");--> statement-breakpoint
CREATE INDEX "orders_customer_created" ON "orders" USING btree ("customer_id","created_at");