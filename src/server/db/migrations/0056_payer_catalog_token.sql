CREATE TABLE "payer_catalog_token" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payer_catalog_token" ADD CONSTRAINT "payer_catalog_token_one_row" CHECK ("id" = 1);--> statement-breakpoint
INSERT INTO "payer_catalog_token" DEFAULT VALUES;--> statement-breakpoint
CREATE FUNCTION "payer_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "payer_catalog_token" SET "token" = gen_random_uuid();
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payer_mappings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payer_mappings" FOR EACH STATEMENT EXECUTE FUNCTION "payer_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "payer_profiles_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payer_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "payer_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "payer_profile_versions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payer_profile_versions" FOR EACH STATEMENT EXECUTE FUNCTION "payer_catalog_changed"();
