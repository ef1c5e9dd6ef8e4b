ALTER TABLE "patients" ADD COLUMN "sex" text DEFAULT 'F' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "patient_sex" text DEFAULT 'U' NOT NULL;