CREATE SEQUENCE "public"."claim_form_number_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
-- Hand-written: the running number continues above every number the yearly counters gave out,
-- so no form ID already issued can be issued again.
SELECT setval('"public"."claim_form_number_seq"', COALESCE((SELECT max("last") FROM "claim_form_counters"), 0) + 1, false);--> statement-breakpoint
DROP TABLE "claim_form_counters" CASCADE;--> statement-breakpoint
DROP INDEX "audit_events_user_idx";--> statement-breakpoint
DROP INDEX "audit_events_occurred_idx";--> statement-breakpoint
DROP INDEX "claims_owner_active_created_idx";--> statement-breakpoint
DROP INDEX "claims_created_idx";--> statement-breakpoint
DROP INDEX "facilities_owner_active_created_idx";--> statement-breakpoint
DROP INDEX "invitations_created_idx";--> statement-breakpoint
DROP INDEX "patients_owner_active_created_idx";--> statement-breakpoint
CREATE INDEX "audit_events_user_idx" ON "audit_events" USING btree ("user_id","occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "audit_events_occurred_idx" ON "audit_events" USING btree ("occurred_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "claims_owner_active_created_idx" ON "claims" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "claims_created_idx" ON "claims" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "facilities_owner_active_created_idx" ON "facilities" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted = false;--> statement-breakpoint
CREATE INDEX "invitations_created_idx" ON "invitations" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "patients_owner_active_created_idx" ON "patients" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE deleted = false;