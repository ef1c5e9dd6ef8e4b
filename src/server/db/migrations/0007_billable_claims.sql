CREATE TABLE "payer_mappings" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"mapping" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payer_profile_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"profile_id" text NOT NULL,
	"effective_from" date NOT NULL,
	"effective_to" date,
	"definition" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payer_profiles" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "facility_kind" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "diagnosis_codes" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "virtual_mode" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "lines" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "lines_derived" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "total_charge_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "expected_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "check_warnings" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payer_profile_id" text;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payer_profile_version" date;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "payer_profile_name" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "facilities" ADD COLUMN "kind" text DEFAULT 'hospital' NOT NULL;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "expected_due_date" date;--> statement-breakpoint
ALTER TABLE "patients" ADD COLUMN "pregnancy_ended_date" date;--> statement-breakpoint
ALTER TABLE "payer_profile_versions" ADD CONSTRAINT "payer_profile_versions_profile_id_payer_profiles_id_fk" FOREIGN KEY ("profile_id") REFERENCES "public"."payer_profiles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payer_profile_versions_profile_from_key" ON "payer_profile_versions" USING btree ("profile_id","effective_from");--> statement-breakpoint
CREATE INDEX "claims_owner_patient_date_idx" ON "claims" USING btree ("user_id","patient_id","service_date_from") WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "claims_lines_pending_idx" ON "claims" USING btree ("id") WHERE payer_profile_id IS NULL AND lines_derived = false;