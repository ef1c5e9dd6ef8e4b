CREATE SEQUENCE "public"."claim_status_inquiry_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 999999999 START WITH 500000000 CACHE 1;--> statement-breakpoint
CREATE TABLE "claim_status_inquiries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"claim_id" uuid NOT NULL,
	"trace_number" text NOT NULL,
	"control_number" integer NOT NULL,
	"state" text DEFAULT 'asked' NOT NULL,
	"asked_by" text NOT NULL,
	"asked_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	"connection_id" text,
	"outcome" text DEFAULT '' NOT NULL,
	"message" text DEFAULT '' NOT NULL,
	"raw_answer" text
);
--> statement-breakpoint
ALTER TABLE "payer_profiles" ADD COLUMN "claim_status_after_days" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_status_inquiries" ADD CONSTRAINT "claim_status_inquiries_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_status_inquiries_trace_key" ON "claim_status_inquiries" USING btree ("trace_number");--> statement-breakpoint
CREATE INDEX "claim_status_inquiries_claim_idx" ON "claim_status_inquiries" USING btree ("claim_id","asked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "claims_processing_quiet_idx" ON "claims" USING btree ("updated_at","id") WHERE deleted = false AND status = 'processing';