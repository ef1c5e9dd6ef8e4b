CREATE TABLE "coverage_checks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"number" bigint GENERATED ALWAYS AS IDENTITY (sequence name "coverage_checks_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"payer_id" text NOT NULL,
	"payer_name" text NOT NULL,
	"month" text NOT NULL,
	"source" text NOT NULL,
	"status" text NOT NULL,
	"plan_name" text,
	"plan_from" text,
	"plan_to" text,
	"payer_member_id" text,
	"managed_care_name" text,
	"managed_care_payer_id" text,
	"managed_care_phone" text,
	"managed_care_message" text,
	"explanation" text,
	"connection_id" uuid,
	"raw_answer" text,
	"checked_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone,
	CONSTRAINT "coverage_checks_month_shape" CHECK ("coverage_checks"."month" ~ '^[0-9]{4}-[0-9]{2}$')
);
--> statement-breakpoint
ALTER TABLE "coverage_checks" ADD CONSTRAINT "coverage_checks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverage_checks" ADD CONSTRAINT "coverage_checks_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coverage_checks_patient_idx" ON "coverage_checks" USING btree ("user_id","patient_id","checked_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "coverage_checks_user_day_idx" ON "coverage_checks" USING btree ("user_id","checked_at");