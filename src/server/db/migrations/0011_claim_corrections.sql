ALTER TABLE "claims" ADD COLUMN "frequency" text DEFAULT '1' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "corrects_claim_id" uuid;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "resubmission_reference" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_corrects_claim_id_claims_id_fk" FOREIGN KEY ("corrects_claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "claims_corrects_claim_key" ON "claims" USING btree ("corrects_claim_id") WHERE corrects_claim_id IS NOT NULL;