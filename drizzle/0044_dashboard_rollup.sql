CREATE TABLE "dashboard_changes" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "dashboard_changes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_order_days" (
	"day" date NOT NULL,
	"pay_status" text NOT NULL,
	"currency" text NOT NULL,
	"orders" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "dashboard_order_days_day_pay_status_currency_pk" PRIMARY KEY("day","pay_status","currency")
);
--> statement-breakpoint
CREATE TABLE "dashboard_rollup_state" (
	"time_zone" text PRIMARY KEY NOT NULL,
	"built_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "dashboard_service_days" (
	"day" date NOT NULL,
	"service_id" integer NOT NULL,
	"currency" text NOT NULL,
	"sold" integer NOT NULL,
	"amount_minor" bigint NOT NULL,
	CONSTRAINT "dashboard_service_days_day_service_id_currency_pk" PRIMARY KEY("day","service_id","currency")
);
--> statement-breakpoint
CREATE INDEX "dashboard_changes_at" ON "dashboard_changes" USING btree ("at");--> statement-breakpoint
-- The dashboard rollup's changes (ADR-0704, "Rollup"), noted in the writing transaction:
-- statement-level, one row per distinct instant a statement touched; an order's update only when
-- a figure it counts in moved (status, pay status, total, currency or date). The rollup job folds
-- them in; until then the dashboard reads their days live, so no figure is ever stale.
CREATE FUNCTION "dashboard_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "dashboard_changes" ("at") SELECT DISTINCT "created_at" FROM "inserted";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "dashboard_changes" ("at")
      SELECT DISTINCT x."at" FROM "previous" p JOIN "updated" u ON u."id" = p."id"
        CROSS JOIN LATERAL (VALUES (p."created_at"), (u."created_at")) x("at")
      WHERE (p."status", p."pay_status", p."total_minor", p."currency", p."created_at")
        IS DISTINCT FROM (u."status", u."pay_status", u."total_minor", u."currency", u."created_at");
  ELSE
    INSERT INTO "dashboard_changes" ("at") SELECT DISTINCT "created_at" FROM "previous";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_orders_inserted" AFTER INSERT ON "orders"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_orders_updated" AFTER UPDATE ON "orders"
  REFERENCING OLD TABLE AS "previous" NEW TABLE AS "updated" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_orders_deleted" AFTER DELETE ON "orders"
  REFERENCING OLD TABLE AS "previous" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_orders_changed"();
--> statement-breakpoint
CREATE FUNCTION "dashboard_order_lines_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "dashboard_changes" ("at") SELECT DISTINCT "placed_at" FROM "inserted";
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO "dashboard_changes" ("at")
      SELECT "placed_at" FROM "previous" UNION SELECT "placed_at" FROM "updated";
  ELSE
    INSERT INTO "dashboard_changes" ("at") SELECT DISTINCT "placed_at" FROM "previous";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "dashboard_order_lines_inserted" AFTER INSERT ON "order_lines"
  REFERENCING NEW TABLE AS "inserted" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_order_lines_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_order_lines_updated" AFTER UPDATE ON "order_lines"
  REFERENCING OLD TABLE AS "previous" NEW TABLE AS "updated" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_order_lines_changed"();
--> statement-breakpoint
CREATE TRIGGER "dashboard_order_lines_deleted" AFTER DELETE ON "order_lines"
  REFERENCING OLD TABLE AS "previous" FOR EACH STATEMENT EXECUTE FUNCTION "dashboard_order_lines_changed"();
