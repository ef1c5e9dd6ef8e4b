DROP INDEX "response_imports_sha256_key";--> statement-breakpoint
CREATE UNIQUE INDEX "response_imports_sha256_outcome_key" ON "response_imports" USING btree ("sha256","outcome");