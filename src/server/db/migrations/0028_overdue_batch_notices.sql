CREATE TABLE "batch_overdue_notices" (
	"batch_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"noticed_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "batch_overdue_notices_batch_id_kind_pk" PRIMARY KEY("batch_id","kind")
);
--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "details" jsonb;--> statement-breakpoint
ALTER TABLE "batch_overdue_notices" ADD CONSTRAINT "batch_overdue_notices_batch_id_claim_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."claim_batches"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "claim_batches_open_created_idx" ON "claim_batches" USING btree ("created_at","id") WHERE status = 'open';