CREATE TABLE "fee_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"cents" integer NOT NULL,
	"month" text NOT NULL,
	"on_date" date NOT NULL,
	"claim_id" uuid,
	"chain_claim_id" uuid,
	"price_id" uuid,
	"status_change_id" bigint,
	"reason" text NOT NULL,
	"method" text,
	"reference" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_ledger_cents_positive" CHECK ("fee_ledger"."cents" > 0),
	CONSTRAINT "fee_ledger_month_shape" CHECK ("fee_ledger"."month" ~ '^[0-9]{4}-[0-9]{2}$'),
	CONSTRAINT "fee_ledger_claim_rows" CHECK (("fee_ledger"."kind" IN ('charge', 'credit')) = ("fee_ledger"."chain_claim_id" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "fee_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"cents" integer NOT NULL,
	"effective_from" date NOT NULL,
	"set_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_prices_cents_positive" CHECK ("fee_prices"."cents" > 0)
);
--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_claim_id_claims_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_chain_claim_id_claims_id_fk" FOREIGN KEY ("chain_claim_id") REFERENCES "public"."claims"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fee_ledger" ADD CONSTRAINT "fee_ledger_price_id_fee_prices_id_fk" FOREIGN KEY ("price_id") REFERENCES "public"."fee_prices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "fee_ledger_chain_charge_key" ON "fee_ledger" USING btree ("chain_claim_id") WHERE kind = 'charge';--> statement-breakpoint
CREATE UNIQUE INDEX "fee_ledger_chain_credit_key" ON "fee_ledger" USING btree ("chain_claim_id") WHERE kind = 'credit';--> statement-breakpoint
CREATE INDEX "fee_ledger_owner_month_idx" ON "fee_ledger" USING btree ("user_id","month");--> statement-breakpoint
CREATE INDEX "fee_ledger_month_idx" ON "fee_ledger" USING btree ("month","user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "fee_prices_effective_from_key" ON "fee_prices" USING btree ("effective_from");