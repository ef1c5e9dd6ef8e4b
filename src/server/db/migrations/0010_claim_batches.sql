CREATE SEQUENCE "public"."claim_batch_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999999999 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "claim_batch_claims" (
	"batch_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"batch_open" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" integer NOT NULL,
	"interchange_control_number" integer NOT NULL,
	"group_control_number" integer NOT NULL,
	"transaction_control_number" integer NOT NULL,
	"usage" text NOT NULL,
	"payer_id" text NOT NULL,
	"payer_name" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"claim_count" integer NOT NULL,
	"file_text" text NOT NULL,
	"file_sha256" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_batch_claims" ADD CONSTRAINT "claim_batch_claims_batch_id_claim_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."claim_batches"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_batch_claims" ADD CONSTRAINT "claim_batch_claims_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_batch_claims_batch_claim_key" ON "claim_batch_claims" USING btree ("batch_id","claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_batch_claims_open_claim_key" ON "claim_batch_claims" USING btree ("claim_id") WHERE batch_open;--> statement-breakpoint
CREATE INDEX "claim_batch_claims_claim_idx" ON "claim_batch_claims" USING btree ("claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_batches_number_key" ON "claim_batches" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_batches_interchange_key" ON "claim_batches" USING btree ("interchange_control_number");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_batches_group_key" ON "claim_batches" USING btree ("group_control_number");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_batches_transaction_key" ON "claim_batches" USING btree ("transaction_control_number");--> statement-breakpoint
CREATE INDEX "claim_batches_created_idx" ON "claim_batches" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claims_pending_payer_idx" ON "claims" USING btree (upper("patient_payer_id"),"created_at","id") WHERE status = 'pending' AND deleted = false;