CREATE TABLE "fee_payment_failures" (
	"user_id" uuid NOT NULL,
	"month" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL,
	"grace_until" timestamp with time zone NOT NULL,
	"resolved_at" timestamp with time zone,
	CONSTRAINT "fee_payment_failures_user_id_month_pk" PRIMARY KEY("user_id","month")
);
--> statement-breakpoint
ALTER TABLE "fee_payment_failures" ADD CONSTRAINT "fee_payment_failures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fee_payment_failures_open_idx" ON "fee_payment_failures" USING btree ("user_id","grace_until") WHERE resolved_at IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_ledger_card_reference_key" ON "fee_ledger" USING btree ("kind","reference") WHERE method = 'card';