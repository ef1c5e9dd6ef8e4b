ALTER TABLE "payer_profiles" ADD COLUMN "medicaid_state" text;--> statement-breakpoint
-- Medi-Cal is California's Medicaid program: a patient of another state is not billed by it.
UPDATE "payer_profiles" SET "medicaid_state" = 'CA' WHERE "id" = 'medi-cal-ffs';
