/** The agreement seeded on first start, so a new installation can register at once. */
export const TEMPLATE_AGREEMENT_VERSION = '2025-10-13';

// Written with line breaks for reading here; paragraphs are joined so the text reflows on any screen.
export const TEMPLATE_AGREEMENT_TEXT =
  `TEMPLATE BUSINESS ASSOCIATE AGREEMENT (version ${TEMPLATE_AGREEMENT_VERSION})

This is a template seeded by the software so the product works out of the box. Before real use,
the operator must replace it with an agreement reviewed by counsel:
npm run admin -- baa publish <version> <file>

1. Parties. This Business Associate Agreement ("Agreement") is between you, the doula provider
("Covered Entity"), and Doula Billing ("Business Associate").

2. Permitted uses. Business Associate may use and disclose protected health information ("PHI")
only to prepare, submit and track your insurance claims, and as required by law.

3. Safeguards. Business Associate will use administrative, physical and technical safeguards that
comply with Subpart C of 45 CFR Part 164 to protect electronic PHI, including encryption of
sensitive data at rest, access limited to your own records, and an audit trail of access.

4. Reporting. Business Associate will report to you any use or disclosure of PHI not provided for
by this Agreement, including breaches of unsecured PHI, without unreasonable delay and in no case
later than 60 days after discovery.

5. Subcontractors. Business Associate will ensure that any subcontractor that handles PHI on its
behalf agrees to the same restrictions and conditions.

6. Access and amendment. Business Associate will make PHI available to you so you can meet your
obligations to give individuals access to, and to amend, their PHI.

7. Accounting. Business Associate will document disclosures of PHI and provide the information
you need to account for disclosures as 45 CFR 164.528 requires.

8. Books and records. Business Associate will make its practices, books and records relating to
PHI available to the Secretary of Health and Human Services to determine compliance.

9. Term and termination. This Agreement lasts while you use the service. On termination,
Business Associate will return or destroy all PHI it still holds, where feasible.

10. Changes. A new version of this Agreement must be accepted before you continue to use the
service.
`.replace(/(?<!\n)\n(?!\n)/g, ' ');
