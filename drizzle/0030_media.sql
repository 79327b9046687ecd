CREATE TABLE "media" (
	"id" uuid PRIMARY KEY NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"original_width" integer NOT NULL,
	"original_height" integer NOT NULL,
	"source_format" text NOT NULL,
	"fallback" text NOT NULL,
	"variants" jsonb NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "media_fallback" CHECK ("media"."fallback" in ('jpeg', 'png')),
	CONSTRAINT "media_size_positive" CHECK ("media"."width" > 0 and "media"."height" > 0)
);
--> statement-breakpoint
CREATE TABLE "media_translations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "media_translations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"media_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"alt" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "media_translations" ADD CONSTRAINT "media_translations_media_id_media_id_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "media_created_at" ON "media" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "media_translations_locale" ON "media_translations" USING btree ("media_id","locale");