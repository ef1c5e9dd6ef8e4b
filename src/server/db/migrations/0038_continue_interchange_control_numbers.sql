-- Hand-written (drizzle-kit cannot express it): the sequence every interchange now shares
-- continues past the highest ISA13 any earlier 837P batch, 270 coverage check (its number,
-- kept within nine digits, plus one) or 276 question used, so no number is ever used twice.
-- On an empty database it is left to start at 1.
SELECT setval('interchange_control_number_seq', highest)
FROM (
  SELECT GREATEST(
    (SELECT max(interchange_control_number) FROM claim_batches),
    (SELECT max(control_number) FROM claim_status_inquiries),
    (SELECT max(number % 999999999) + 1 FROM coverage_checks)
  ) AS highest
) used
WHERE highest IS NOT NULL;
