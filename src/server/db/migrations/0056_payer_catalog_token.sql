CREATE SCHEMA "derived";
--> statement-breakpoint
CREATE TABLE "derived"."payer_catalog_token" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"token" uuid DEFAULT gen_random_uuid() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "derived"."payer_catalog_token" ADD CONSTRAINT "payer_catalog_token_one_row" CHECK ("id" = 1);--> statement-breakpoint
-- A database whose catalog is already seeded gets its token now; a new one at its first seed
-- (an empty database stays empty, so a backup can be restored into it).
INSERT INTO "derived"."payer_catalog_token" ("id") SELECT 1 WHERE EXISTS (SELECT 1 FROM "payer_mappings");--> statement-breakpoint
CREATE FUNCTION "derived"."payer_catalog_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "derived"."payer_catalog_token" ("id", "token") VALUES (1, gen_random_uuid())
    ON CONFLICT ("id") DO UPDATE SET "token" = excluded."token";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "payer_mappings_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payer_mappings" FOR EACH STATEMENT EXECUTE FUNCTION "derived"."payer_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "payer_profiles_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payer_profiles" FOR EACH STATEMENT EXECUTE FUNCTION "derived"."payer_catalog_changed"();--> statement-breakpoint
CREATE TRIGGER "payer_profile_versions_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "payer_profile_versions" FOR EACH STATEMENT EXECUTE FUNCTION "derived"."payer_catalog_changed"();
