CREATE TABLE "patient_recommendations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"patient_id" uuid NOT NULL,
	"recommender_name" text NOT NULL,
	"recommender_npi" text NOT NULL,
	"licence_type" text NOT NULL,
	"signed_on" date NOT NULL,
	"good_until" date,
	"service_types" jsonb NOT NULL,
	"visits" integer,
	"file_type" text NOT NULL,
	"file_size" integer NOT NULL,
	"file_content" "bytea" NOT NULL,
	"deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp (3) with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "recommendation_relied_on" jsonb;--> statement-breakpoint
ALTER TABLE "patient_recommendations" ADD CONSTRAINT "patient_recommendations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "patient_recommendations" ADD CONSTRAINT "patient_recommendations_patient_id_patients_id_fk" FOREIGN KEY ("patient_id") REFERENCES "public"."patients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "patient_recommendations_patient_idx" ON "patient_recommendations" USING btree ("user_id","patient_id","signed_on");