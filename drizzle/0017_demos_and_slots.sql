CREATE TABLE "demo_history" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_history_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"slot_id" integer,
	"from_value" text NOT NULL,
	"to_value" text NOT NULL,
	"actor" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "demo_slots" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "demo_slots_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"request_id" uuid NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'proposed' NOT NULL,
	"ics_sequence" integer DEFAULT 0 NOT NULL,
	"proposed_by" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "demo_slots_ends_after_start" CHECK ("demo_slots"."ends_at" > "demo_slots"."starts_at"),
	CONSTRAINT "demo_slots_status" CHECK ("demo_slots"."status" IN ('proposed', 'accepted', 'declined', 'canceled'))
);
--> statement-breakpoint
CREATE TABLE "demos" (
	"request_id" uuid PRIMARY KEY NOT NULL,
	"status" text NOT NULL,
	"reschedule_note" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_history" ADD CONSTRAINT "demo_history_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_history" ADD CONSTRAINT "demo_history_slot_id_demo_slots_id_fk" FOREIGN KEY ("slot_id") REFERENCES "public"."demo_slots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demo_slots" ADD CONSTRAINT "demo_slots_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "demos" ADD CONSTRAINT "demos_request_id_contact_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."contact_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "demo_history_request" ON "demo_history" USING btree ("request_id","id");--> statement-breakpoint
CREATE INDEX "demo_slots_request" ON "demo_slots" USING btree ("request_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "demo_slots_one_booking" ON "demo_slots" USING btree ("request_id") WHERE status = 'accepted';--> statement-breakpoint
-- Hand-written (ADR-0501): the company holds one demo at a time, so two accepted slots never
-- overlap, whichever demos they belong to. Drizzle's schema cannot express an exclusion constraint.
ALTER TABLE "demo_slots" ADD CONSTRAINT "demo_slots_no_overlap" EXCLUDE USING gist (tstzrange("starts_at", "ends_at", '[)') WITH &&) WHERE (status = 'accepted');
