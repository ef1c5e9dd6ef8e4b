CREATE TABLE "clearinghouse_connections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"preset" text,
	"host" text NOT NULL,
	"port" integer NOT NULL,
	"username" text NOT NULL,
	"auth_method" text NOT NULL,
	"secret_encrypted" text NOT NULL,
	"host_key_fingerprint" text NOT NULL,
	"upload_folder" text NOT NULL,
	"answer_folders" jsonb NOT NULL,
	"file_name_pattern" text NOT NULL,
	"after_download" text NOT NULL,
	"archive_folder" text,
	"isa_sender_id" text NOT NULL,
	"isa_receiver_id" text NOT NULL,
	"usage" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "clearinghouse_connections_name_idx" ON "clearinghouse_connections" USING btree ("name");