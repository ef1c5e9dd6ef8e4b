ALTER TABLE "claims" ADD COLUMN "patient_address_street" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "patient_address_city" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "patient_address_state" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "patient_address_zip" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Existing claims (decision 055): the parts of her patient record where the record still gives
-- the claim's one-line address, as the claim was submitted with it.
UPDATE "claims" SET
  "patient_address_street" = p."address_street",
  "patient_address_city" = p."address_city",
  "patient_address_state" = p."address_state",
  "patient_address_zip" = p."address_zip"
FROM "patients" p
WHERE p."id" = "claims"."patient_id"
  AND "claims"."patient_address" = array_to_string(array_remove(ARRAY[
    btrim(p."address_street"),
    btrim(p."address_city"),
    btrim(concat_ws(' ', nullif(btrim(p."address_state"), ''), nullif(btrim(p."address_zip"), '')))
  ], ''), ', ');--> statement-breakpoint
-- Otherwise the one line is read once, as "street, city, ST zip": the city is the part before
-- the state and ZIP, everything before it the street. A line that is not of that shape keeps
-- empty parts, which the claim files name when they refuse the claim.
UPDATE "claims" SET
  "patient_address_street" = regexp_replace(btrim(parsed.m[1]), '\s*,\s*', ', ', 'g'),
  "patient_address_city" = btrim(parsed.m[2]),
  "patient_address_state" = upper(parsed.m[3]),
  "patient_address_zip" = parsed.m[4]
FROM (
  SELECT "id", regexp_match("patient_address",
    '^(.*),([^,]*),\s*([A-Za-z]{2})\s+([0-9]{5}(-?[0-9]{4})?)\s*$') AS m
  FROM "claims"
  WHERE "patient_address_street" = '' AND "patient_address_city" = ''
    AND "patient_address_state" = '' AND "patient_address_zip" = ''
) parsed
WHERE "claims"."id" = parsed."id" AND parsed.m IS NOT NULL;
