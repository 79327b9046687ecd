CREATE TABLE "site_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text NOT NULL,
	"emails" jsonb NOT NULL,
	"phones" jsonb NOT NULL,
	"social" jsonb NOT NULL,
	"certification_url" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_settings_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "site_settings_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"settings_id" integer NOT NULL,
	"locale" text NOT NULL,
	"tagline" text NOT NULL,
	"address" text NOT NULL,
	"opening_hours" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_settings_translations" ADD CONSTRAINT "site_settings_translations_settings_id_site_settings_id_fk" FOREIGN KEY ("settings_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "site_settings_translations_locale" ON "site_settings_translations" USING btree ("settings_id","locale");