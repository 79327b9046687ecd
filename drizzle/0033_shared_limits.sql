CREATE UNLOGGED TABLE "captcha_solutions" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNLOGGED TABLE "rate_counters" (
	"bucket" text NOT NULL,
	"key" text NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "rate_counters_bucket_key_pk" PRIMARY KEY("bucket","key")
);
--> statement-breakpoint
CREATE INDEX "captcha_solutions_expires" ON "captcha_solutions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "rate_counters_expires" ON "rate_counters" USING btree ("expires_at");