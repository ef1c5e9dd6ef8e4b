CREATE TABLE "reconsiderations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"claim_id" uuid NOT NULL,
	"form_id" text NOT NULL,
	"payer_name" text NOT NULL,
	"level" integer DEFAULT 1 NOT NULL,
	"state" text DEFAULT 'drafted' NOT NULL,
	"ground" text NOT NULL,
	"why" text NOT NULL,
	"answer" jsonb NOT NULL,
	"remittance_date" date NOT NULL,
	"deadline" date NOT NULL,
	"window_source" text NOT NULL,
	"window_verified" boolean NOT NULL,
	"evidence" jsonb NOT NULL,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reconsiderations" ADD CONSTRAINT "reconsiderations_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reconsiderations" ADD CONSTRAINT "reconsiderations_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "reconsiderations_one_open_per_claim" ON "reconsiderations" USING btree ("claim_id") WHERE state IN ('drafted', 'sent', 'answered');--> statement-breakpoint
CREATE INDEX "reconsiderations_user_idx" ON "reconsiderations" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "reconsiderations_open_deadline_idx" ON "reconsiderations" USING btree ("deadline","id") WHERE state IN ('drafted', 'sent', 'answered');