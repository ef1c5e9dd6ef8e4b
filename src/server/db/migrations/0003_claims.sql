CREATE TABLE "claim_form_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"claim_id" uuid NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"changed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"changed_by" text NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"form_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"doula_name" text NOT NULL,
	"doula_email" text NOT NULL,
	"patient_id" uuid NOT NULL,
	"patient_first_name" text NOT NULL,
	"patient_middle_name" text NOT NULL,
	"patient_last_name" text NOT NULL,
	"patient_date_of_birth" date NOT NULL,
	"patient_address" text NOT NULL,
	"patient_insurance_provider" text NOT NULL,
	"patient_policy_number" text NOT NULL,
	"patient_payer_id" text NOT NULL,
	"patient_payer_type" text NOT NULL,
	"facility_id" uuid,
	"facility_name" text,
	"facility_address_street" text,
	"facility_address_city" text,
	"facility_address_state" text,
	"facility_address_zip" text,
	"facility_npi_number" text,
	"service_date_from" date NOT NULL,
	"service_date_to" date,
	"service_time_from" text NOT NULL,
	"service_time_to" text DEFAULT '' NOT NULL,
	"service_location" text,
	"in_person" boolean NOT NULL,
	"address" text DEFAULT '' NOT NULL,
	"admitted_date" date,
	"discharged_date" date,
	"service_type" text NOT NULL,
	"service_additional_inputs" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"idempotency_key" text NOT NULL,
	"request_hash" text NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claim_status_changes" ADD CONSTRAINT "claim_status_changes_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_facility_id_facilities_id_fk" FOREIGN KEY ("facility_id") REFERENCES "public"."facilities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_status_changes_claim_idx" ON "claim_status_changes" USING btree ("claim_id","changed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_form_id_key" ON "claims" USING btree ("form_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claims_owner_idempotency_key" ON "claims" USING btree ("user_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "claims_owner_active_created_idx" ON "claims" USING btree ("user_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "claims" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);