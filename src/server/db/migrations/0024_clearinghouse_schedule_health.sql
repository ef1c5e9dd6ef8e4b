ALTER TABLE "clearinghouse_connections" ADD COLUMN "sends_claims" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "send_schedule" jsonb DEFAULT '{"kind":"every","minutes":15}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "poll_every_minutes" integer DEFAULT 15 NOT NULL;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "last_sent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "last_polled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "last_error_during" text;--> statement-breakpoint
CREATE UNIQUE INDEX "clearinghouse_connections_sends_claims_idx" ON "clearinghouse_connections" USING btree ("sends_claims") WHERE "clearinghouse_connections"."sends_claims";