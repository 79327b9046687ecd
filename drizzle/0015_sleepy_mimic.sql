CREATE TABLE "invoice_counters" (
	"series" text NOT NULL,
	"year" integer NOT NULL,
	"last" integer NOT NULL,
	CONSTRAINT "invoice_counters_series_year_pk" PRIMARY KEY("series","year")
);
--> statement-breakpoint
CREATE TABLE "invoice_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"from_value" text NOT NULL,
	"to_value" text NOT NULL,
	"actor" text NOT NULL,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_history_actor" CHECK ("invoice_history"."actor" in ('customer', 'admin', 'webhook', 'scheduler', 'system'))
);
--> statement-breakpoint
CREATE TABLE "invoice_lines" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoice_lines_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"invoice_id" integer NOT NULL,
	"position" integer NOT NULL,
	"name_fr" text NOT NULL,
	"name_en" text NOT NULL,
	"name_ar" text NOT NULL,
	"amount_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	CONSTRAINT "invoice_lines_amounts" CHECK ("invoice_lines"."amount_minor" >= 0 and "invoice_lines"."discount_minor" >= 0 and "invoice_lines"."total_minor" = "invoice_lines"."amount_minor" - "invoice_lines"."discount_minor")
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "invoices_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"number" text NOT NULL,
	"year" integer NOT NULL,
	"sequence" integer NOT NULL,
	"customer_id" uuid,
	"order_id" uuid,
	"subscription_id" text,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"credited_invoice_id" integer,
	"status" text NOT NULL,
	"currency" text NOT NULL,
	"subtotal_minor" bigint NOT NULL,
	"discount_minor" bigint NOT NULL,
	"tax_rate_bp" integer NOT NULL,
	"tax_minor" bigint NOT NULL,
	"total_minor" bigint NOT NULL,
	"seller" jsonb NOT NULL,
	"customer" jsonb NOT NULL,
	"locale" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" in ('invoice', 'credit_note')),
	CONSTRAINT "invoices_status" CHECK ("invoices"."status" in ('pending', 'on_hand', 'paid', 'refund', 'canceled')),
	CONSTRAINT "invoices_credit_note" CHECK (("invoices"."kind" = 'credit_note') = ("invoices"."credited_invoice_id" is not null)),
	CONSTRAINT "invoices_amounts" CHECK ("invoices"."subtotal_minor" >= 0 and "invoices"."discount_minor" >= 0 and "invoices"."discount_minor" <= "invoices"."subtotal_minor" and "invoices"."tax_minor" >= 0 and "invoices"."total_minor" = "invoices"."subtotal_minor" - "invoices"."discount_minor" + "invoices"."tax_minor"),
	CONSTRAINT "invoices_tax_rate" CHECK ("invoices"."tax_rate_bp" between 0 and 10000)
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "legal_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "legal_address" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "registrations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "tax_rate_bp" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "payment_delay_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_history" ADD CONSTRAINT "invoice_history_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_credited_invoice_id_invoices_id_fk" FOREIGN KEY ("credited_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_history_invoice" ON "invoice_history" USING btree ("invoice_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_position" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_year_sequence" ON "invoices" USING btree ("kind","year","sequence");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order" ON "invoices" USING btree ("order_id") WHERE "invoices"."kind" = 'invoice' and "invoices"."order_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credited" ON "invoices" USING btree ("credited_invoice_id") WHERE "invoices"."kind" = 'credit_note';--> statement-breakpoint
CREATE INDEX "invoices_customer_issued" ON "invoices" USING btree ("customer_id","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_subscription" ON "invoices" USING btree ("subscription_id");