/**
 * Links that download claims as CMS-1500 PDFs. Plain links: the browser saves the file (the
 * server names it by form ID), and the session cookie authorizes the GET. The URL names claims
 * by id only, never by anything about the patient.
 */
export function ClaimFormLinks({
  href,
  label = 'Download claim form (PDF)',
  redForms = false,
}: {
  /** The download URL, without its `form` choice. */
  href: string;
  label?: string;
  /** Also offer the values alone, for printing onto the red OCR forms (operators). */
  redForms?: boolean;
}) {
  const join = href.includes('?') ? '&' : '?';
  return (
    <p className="button-row">
      <a className="button" href={href} download>
        {label}
      </a>
      {redForms ? (
        <a className="button" href={`${href}${join}form=data-only`} download>
          Values only, for red forms (PDF)
        </a>
      ) : null}
    </p>
  );
}
