/**
 * The Business Associate Agreement published on first start, so a new installation can register
 * at once and every doula reads a complete agreement in plain language: the product's own words,
 * covering what HIPAA asks of a business associate agreement (45 CFR 164.504(e)). An operator
 * whose counsel wants other words publishes them as a new version (`npm run admin -- baa
 * publish`); doulas then accept that version.
 */
export const TEMPLATE_AGREEMENT_VERSION = '2025-10-13';

// Written with line breaks for reading here; paragraphs are joined so the text reflows on any screen.
export const TEMPLATE_AGREEMENT_TEXT =
  `BUSINESS ASSOCIATE AGREEMENT (version ${TEMPLATE_AGREEMENT_VERSION})

This agreement is between you, the doula who uses Doula Billing to bill for your services (the
"covered entity" in HIPAA's words), and Doula Billing (the "business associate"). HIPAA requires
it because, to bill insurers for you, we receive and keep your patients' protected health
information ("PHI"): their names, dates of birth, addresses, insurance details, diagnoses and
the care you gave. It says in plain words what we may do with that information and what we
promise to do to protect it.

1. What we may do with PHI. We use and disclose your patients' PHI only to do the work you ask
of us: keep your patient and facility records, prepare, check, submit and track your insurance
claims, read the answers of payers and clearinghouses, and show you your claims and payments. We
may also use or disclose it when the law requires it, and for our own proper management and
legal duties as HIPAA allows. We use and ask for no more PHI than that work needs. We never sell
PHI and never use it for marketing.

2. Who receives it. To send a claim we give the PHI on it to the clearinghouse and to the payer
it is for. We disclose PHI to nobody else except as the law requires.

3. How we protect it. We keep administrative, physical and technical safeguards that meet the
HIPAA Security Rule (45 CFR Part 164, Subpart C): your records are reachable only by you and by
the people who run the service when they must; tax IDs are encrypted; connections are encrypted;
every access to records is written to an audit trail; and PHI is kept out of emails, web
addresses, logs and error messages.

4. If something goes wrong. We tell you of any use or disclosure of PHI this agreement does not
allow, of any security incident we learn of, and of any breach of unsecured PHI, without
unreasonable delay and no later than 60 days after we discover it, with what we know about who
was affected and what happened, so that you can meet your own duties to notify.

5. Our subcontractors. Anyone who handles PHI for us (for example the clearinghouse or our
hosting provider) must first agree in writing to the same restrictions and safeguards.

6. Your patients' rights. When a patient asks you to see, copy or correct her information, we
give you what we hold within 15 days so that you can answer within HIPAA's deadlines; you can
also download all your records yourself at any time from My Account. We record the disclosures
of PHI that HIPAA says must be accounted for and give you that record when you need it.

7. Your duties. You tell us of any limit a patient has agreed with you on the use of her PHI
that affects our work, and you do not ask us to do anything with PHI that HIPAA would not allow
you to do yourself.

8. The government's review. We make our practices, books and records about PHI available to the
Secretary of Health and Human Services when asked, to show that you and we follow HIPAA.

9. Term and ending. This agreement lasts as long as you use Doula Billing. Either of us may end
it if the other breaks it and does not put it right within 30 days of being told. When it ends,
we return or destroy the PHI we still hold for you; where that is not feasible (for example
claims a payer may still answer, or records the law requires us to keep), the protections of
this agreement continue for as long as we hold it.

10. Changes. When the law or the service changes, we publish a new version of this agreement;
you are asked to read and accept it before you continue to use the service.
`.replace(/(?<!\n)\n(?!\n)/g, ' ');

/** How the template published by earlier versions of the software began. */
export const EARLIER_TEMPLATE_OPENING = 'TEMPLATE BUSINESS ASSOCIATE AGREEMENT';
