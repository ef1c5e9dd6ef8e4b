DROP INDEX "claims_ready_idx";--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "covered_by_package" text;--> statement-breakpoint
CREATE INDEX "claims_ready_idx" ON "claims" USING btree ("created_at") WHERE status = 'pending' AND deleted = false AND send_blockers IS NULL AND covered_by_package IS NULL;