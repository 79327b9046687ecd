CREATE TABLE "notification_broadcast_recipients" (
	"broadcast_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"notification_id" integer,
	"delivered_at" timestamp with time zone,
	CONSTRAINT "notification_broadcast_recipients_broadcast_id_user_id_pk" PRIMARY KEY("broadcast_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "notification_broadcasts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "notification_broadcasts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"texts" jsonb NOT NULL,
	"texts_fallback" text NOT NULL,
	"url" text DEFAULT '' NOT NULL,
	"audience" text NOT NULL,
	"target_user_id" uuid,
	"status" text DEFAULT 'sending' NOT NULL,
	"total" integer NOT NULL,
	"sent" integer DEFAULT 0 NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "notification_broadcast_recipients" ADD CONSTRAINT "notification_broadcast_recipients_broadcast_id_notification_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."notification_broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_broadcast_recipients" ADD CONSTRAINT "notification_broadcast_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_broadcasts" ADD CONSTRAINT "notification_broadcasts_target_user_id_users_id_fk" FOREIGN KEY ("target_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notification_broadcast_recipients_pending" ON "notification_broadcast_recipients" USING btree ("broadcast_id") WHERE "notification_broadcast_recipients"."delivered_at" is null;