CREATE TABLE "payer_enrollments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payer_id" text NOT NULL,
	"transaction" text NOT NULL,
	"state" text NOT NULL,
	"requested_on" date,
	"approved_on" date,
	"note" text DEFAULT '' NOT NULL,
	"updated_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "payer_enrollments_payer_transaction_key" ON "payer_enrollments" USING btree ("payer_id","transaction");--> statement-breakpoint
CREATE INDEX "claims_payer_idx" ON "claims" USING btree (upper("patient_payer_id"));