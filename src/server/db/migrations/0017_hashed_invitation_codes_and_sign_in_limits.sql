CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "rate_limit_counters_resets_at_idx" ON "rate_limit_counters" USING btree ("resets_at");--> statement-breakpoint
CREATE INDEX "login_attempts_created_at_idx" ON "login_attempts" USING btree ("created_at");--> statement-breakpoint
-- Codes written so far are plain text. SQL cannot hash them (the key is not in the database):
-- they wait in plain_codes_pending until the server's first start hashes them and empties it.
ALTER TABLE "invitations" RENAME COLUMN "codes" TO "plain_codes_pending";--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "plain_codes_pending" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "code_hashes" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "code_hashes" DROP DEFAULT;--> statement-breakpoint
ALTER TABLE "invitations" ADD COLUMN "code_endings" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "invitations" ALTER COLUMN "code_endings" DROP DEFAULT;--> statement-breakpoint
CREATE INDEX "invitations_plain_codes_pending_idx" ON "invitations" USING btree ("id") WHERE plain_codes_pending IS NOT NULL;
