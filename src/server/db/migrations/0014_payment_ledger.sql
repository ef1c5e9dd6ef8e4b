CREATE TABLE "claim_payment_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"payment_id" uuid NOT NULL,
	"line_number" integer NOT NULL,
	"procedure_code" text NOT NULL,
	"charge_cents" bigint NOT NULL,
	"paid_cents" bigint NOT NULL,
	"units" integer NOT NULL,
	"line_control_number" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
DROP INDEX "claim_payments_paid_on_idx";--> statement-breakpoint
ALTER TABLE "claim_adjustments" ALTER COLUMN "amount_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "claim_payments" ALTER COLUMN "charge_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "claim_payments" ALTER COLUMN "paid_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "claim_payments" ALTER COLUMN "patient_responsibility_cents" SET DATA TYPE bigint;--> statement-breakpoint
ALTER TABLE "claim_adjustments" ADD COLUMN "line_number" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "payer_key" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "patient_control_number" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "state" text DEFAULT 'posted' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "hold_code" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "hold_reason" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "reviewed_by" text;--> statement-breakpoint
ALTER TABLE "claim_payments" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "claim_payment_lines" ADD CONSTRAINT "claim_payment_lines_payment_id_claim_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."claim_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claim_payment_lines_key" ON "claim_payment_lines" USING btree ("payment_id","line_number");--> statement-breakpoint
-- Payments posted before the ledger: their patient control number and payer, then every
-- second posting of one payment (the same check and claim payment, another envelope) set
-- aside as refused, so that the identity index can hold, and each claim's paid amount
-- recomputed as the sum of what still stands.
UPDATE "claim_payments" p SET "patient_control_number" = c."form_id", "payer_key" = upper(p."payer_name")
  FROM "claims" c WHERE c."id" = p."claim_id";--> statement-breakpoint
UPDATE "claim_payments" p SET "state" = 'refused', "hold_code" = 'legacy-duplicate',
  "hold_reason" = 'The same payment posted again before payments were a ledger.',
  "reviewed_by" = 'migration 0014', "reviewed_at" = now(),
  "payer_key" = p."payer_key" || ' (duplicate ' || p."id" || ')'
  FROM (
    SELECT "id", row_number() OVER (
      PARTITION BY "payer_key", "trace_number", "patient_control_number",
        coalesce("payer_claim_number", ''), "claim_status_code"
      ORDER BY "created_at", "id") AS n
    FROM "claim_payments"
  ) d WHERE d."id" = p."id" AND d.n > 1;--> statement-breakpoint
UPDATE "claims" c SET "paid_cents" = coalesce((SELECT sum(p."paid_cents") FROM "claim_payments" p
  WHERE p."claim_id" = c."id" AND p."state" = 'posted'), 0)
  WHERE EXISTS (SELECT 1 FROM "claim_payments" p WHERE p."claim_id" = c."id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_payments_identity_key" ON "claim_payments" USING btree ("payer_key","trace_number","patient_control_number",coalesce("payer_claim_number", ''),"claim_status_code");--> statement-breakpoint
CREATE INDEX "claim_payments_held_idx" ON "claim_payments" USING btree ("created_at","id") WHERE state = 'held';--> statement-breakpoint
CREATE INDEX "claim_payments_paid_on_idx" ON "claim_payments" USING btree (least("payment_date", ("created_at" AT TIME ZONE 'UTC')::date),"claim_id","paid_cents") WHERE state = 'posted';