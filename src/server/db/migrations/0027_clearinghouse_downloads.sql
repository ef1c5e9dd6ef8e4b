CREATE TABLE "clearinghouse_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"connection_id" uuid NOT NULL,
	"folder" text NOT NULL,
	"remote_name" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"remote_modified_at" timestamp with time zone NOT NULL,
	"sha256" text,
	"outcome" text NOT NULL,
	"message" text,
	"import_id" uuid,
	"downloaded_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "clearinghouse_downloads" ADD CONSTRAINT "clearinghouse_downloads_connection_id_clearinghouse_connections_id_fk" FOREIGN KEY ("connection_id") REFERENCES "public"."clearinghouse_connections"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "clearinghouse_downloads_file_idx" ON "clearinghouse_downloads" USING btree ("connection_id","folder","remote_name","size_bytes","remote_modified_at");--> statement-breakpoint
CREATE INDEX "clearinghouse_downloads_list_idx" ON "clearinghouse_downloads" USING btree ("connection_id","downloaded_at" DESC NULLS LAST,"id" DESC NULLS LAST);