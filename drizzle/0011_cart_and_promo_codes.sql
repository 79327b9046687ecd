CREATE TABLE "cart_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "cart_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"customer_id" uuid NOT NULL,
	"service_id" integer NOT NULL,
	"package_id" integer,
	"added_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"customer_id" uuid PRIMARY KEY NOT NULL,
	"promo_code_id" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_code_targets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_code_targets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code_id" integer NOT NULL,
	"service_id" integer,
	"package_id" integer,
	CONSTRAINT "promo_code_targets_one" CHECK (("promo_code_targets"."service_id" is null) <> ("promo_code_targets"."package_id" is null))
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_codes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"code" text NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"currency" text,
	"minimum_order_minor" integer,
	"status" text DEFAULT 'active' NOT NULL,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"usage_limit" integer,
	"per_customer_limit" integer,
	"used" integer DEFAULT 0 NOT NULL,
	"applies_to_all" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "promo_codes_code_upper" CHECK ("promo_codes"."code" = upper("promo_codes"."code") and length("promo_codes"."code") between 1 and 40),
	CONSTRAINT "promo_codes_type" CHECK ("promo_codes"."discount_type" in ('percent', 'amount')),
	CONSTRAINT "promo_codes_value" CHECK ("promo_codes"."discount_value" >= 0 and ("promo_codes"."discount_type" = 'amount' or "promo_codes"."discount_value" <= 100)),
	CONSTRAINT "promo_codes_currency" CHECK ("promo_codes"."currency" is not null or ("promo_codes"."discount_type" = 'percent' and "promo_codes"."minimum_order_minor" is null)),
	CONSTRAINT "promo_codes_status" CHECK ("promo_codes"."status" in ('active', 'paused')),
	CONSTRAINT "promo_codes_window" CHECK ("promo_codes"."starts_at" is null or "promo_codes"."ends_at" is null or "promo_codes"."starts_at" < "promo_codes"."ends_at"),
	CONSTRAINT "promo_codes_minimum" CHECK ("promo_codes"."minimum_order_minor" is null or "promo_codes"."minimum_order_minor" >= 0),
	CONSTRAINT "promo_codes_limits" CHECK (("promo_codes"."usage_limit" is null or "promo_codes"."usage_limit" >= 0) and ("promo_codes"."per_customer_limit" is null or "promo_codes"."per_customer_limit" >= 1)),
	CONSTRAINT "promo_codes_used" CHECK ("promo_codes"."used" >= 0 and ("promo_codes"."usage_limit" is null or "promo_codes"."used" <= "promo_codes"."usage_limit"))
);
--> statement-breakpoint
CREATE TABLE "promo_redemptions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "promo_redemptions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"promo_code_id" integer NOT NULL,
	"customer_id" uuid NOT NULL,
	"order_id" text NOT NULL,
	"redeemed_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_items" ADD CONSTRAINT "cart_items_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_targets" ADD CONSTRAINT "promo_code_targets_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_targets" ADD CONSTRAINT "promo_code_targets_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_code_targets" ADD CONSTRAINT "promo_code_targets_package_id_packages_id_fk" FOREIGN KEY ("package_id") REFERENCES "public"."packages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_promo_code_id_promo_codes_id_fk" FOREIGN KEY ("promo_code_id") REFERENCES "public"."promo_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_redemptions" ADD CONSTRAINT "promo_redemptions_customer_id_users_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_items_customer" ON "cart_items" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_service_once" ON "cart_items" USING btree ("customer_id","service_id") WHERE package_id is null;--> statement-breakpoint
CREATE UNIQUE INDEX "cart_items_package_once" ON "cart_items" USING btree ("customer_id","package_id") WHERE package_id is not null;--> statement-breakpoint
CREATE INDEX "promo_code_targets_code" ON "promo_code_targets" USING btree ("promo_code_id");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_codes_code" ON "promo_codes" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "promo_redemptions_order" ON "promo_redemptions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "promo_redemptions_code_customer" ON "promo_redemptions" USING btree ("promo_code_id","customer_id");