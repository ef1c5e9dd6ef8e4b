CREATE TABLE "claim_adjustments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"procedure_code" text DEFAULT '' NOT NULL,
	"group_code" text NOT NULL,
	"reason_code" text NOT NULL,
	"amount_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"claim_status_code" text NOT NULL,
	"charge_cents" integer NOT NULL,
	"paid_cents" integer NOT NULL,
	"patient_responsibility_cents" integer NOT NULL,
	"payer_claim_number" text,
	"payer_name" text NOT NULL,
	"payment_date" date,
	"trace_number" text NOT NULL,
	"remark_codes" text[] DEFAULT '{}'::text[] NOT NULL,
	"reversal_of" uuid,
	"reversed_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sha256" text NOT NULL,
	"file_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content" "bytea" NOT NULL,
	"kind" text,
	"outcome" text NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"summary" jsonb NOT NULL,
	"imported_by" text NOT NULL,
	"imported_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_interchanges" (
	"sender_id" text NOT NULL,
	"control_number" text NOT NULL,
	"import_id" uuid NOT NULL
);
--> statement-breakpoint
CREATE TABLE "response_unmatched_items" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"import_id" uuid NOT NULL,
	"reference" text NOT NULL,
	"reason" text NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payer_claim_number" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payer_answer" jsonb;--> statement-breakpoint
ALTER TABLE "claim_adjustments" ADD CONSTRAINT "claim_adjustments_payment_id_claim_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."claim_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD CONSTRAINT "claim_payments_import_id_response_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."response_imports"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_interchanges" ADD CONSTRAINT "response_interchanges_import_id_response_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."response_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_unmatched_items" ADD CONSTRAINT "response_unmatched_items_import_id_response_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."response_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_adjustments_payment_idx" ON "claim_adjustments" USING btree ("payment_id");--> statement-breakpoint
CREATE INDEX "claim_payments_claim_idx" ON "claim_payments" USING btree ("claim_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "response_imports_sha256_key" ON "response_imports" USING btree ("sha256");--> statement-breakpoint
CREATE INDEX "response_imports_newest_idx" ON "response_imports" USING btree ("imported_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "response_interchanges_key" ON "response_interchanges" USING btree ("sender_id","control_number");--> statement-breakpoint
CREATE INDEX "response_unmatched_items_import_idx" ON "response_unmatched_items" USING btree ("import_id");