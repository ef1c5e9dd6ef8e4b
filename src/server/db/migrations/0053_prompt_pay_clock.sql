ALTER TABLE "claims" ADD COLUMN "received_on" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "prompt_pay_rule" jsonb;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "prompt_pay_due_on" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "interest_paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "principal_paid_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "payer_profiles" ADD COLUMN "prompt_pay_rules" jsonb;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "interest_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "provider_interest_cents" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "claims_owner_clock_idx" ON "claims" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted = false AND status = 'processing' AND prompt_pay_due_on IS NOT NULL;--> statement-breakpoint
CREATE INDEX "claims_late_by_payer_idx" ON "claims" USING btree (upper("patient_payer_id"),"prompt_pay_due_on","id") WHERE deleted = false AND status = 'processing' AND prompt_pay_due_on IS NOT NULL;