ALTER TABLE "card_charges" ADD COLUMN "card_brand" text;--> statement-breakpoint
ALTER TABLE "card_charges" ADD COLUMN "card_last4" text;