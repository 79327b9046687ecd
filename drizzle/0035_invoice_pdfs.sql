CREATE TABLE "invoice_pdfs" (
	"invoice_id" integer NOT NULL,
	"locale" text NOT NULL,
	"status" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "invoice_pdfs_invoice_id_locale_status_pk" PRIMARY KEY("invoice_id","locale","status")
);
--> statement-breakpoint
ALTER TABLE "invoice_pdfs" ADD CONSTRAINT "invoice_pdfs_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;