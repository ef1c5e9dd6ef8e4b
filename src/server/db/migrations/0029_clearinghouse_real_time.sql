ALTER TABLE "clearinghouse_connections" ADD COLUMN "real_time_url" text;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "real_time_username" text;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "real_time_password_encrypted" text;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "real_time_sender_id" text;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "real_time_receiver_id" text;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "real_time_timeout_seconds" integer DEFAULT 25 NOT NULL;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "real_time_ca_certificate" text;--> statement-breakpoint
ALTER TABLE "clearinghouse_connections" ADD COLUMN "answers_real_time" boolean DEFAULT false NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "clearinghouse_connections_answers_real_time_idx" ON "clearinghouse_connections" USING btree ("answers_real_time") WHERE "clearinghouse_connections"."answers_real_time";