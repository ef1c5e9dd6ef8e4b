CREATE TABLE "clearinghouse_uploads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"batch_id" uuid NOT NULL,
	"batch_number" integer NOT NULL,
	"connection_id" uuid NOT NULL,
	"state" text DEFAULT 'waiting' NOT NULL,
	"failure" text,
	"message" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"remote_name" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clearinghouse_uploads" ADD CONSTRAINT "clearinghouse_uploads_connection_id_clearinghouse_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."clearinghouse_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clearinghouse_uploads_batch_idx" ON "clearinghouse_uploads" USING btree ("batch_id");--> statement-breakpoint
CREATE INDEX "clearinghouse_uploads_connection_list_idx" ON "clearinghouse_uploads" USING btree ("connection_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "clearinghouse_uploads_open_idx" ON "clearinghouse_uploads" USING btree ("connection_id","state") WHERE "clearinghouse_uploads"."state" in ('waiting', 'failed');