import { withoutSsns } from '../../formats/x12/index.ts';

/**
 * A real-time answer (its X12, or the whole body of a failed exchange) as it may be handed on,
 * stored and shown to an operator: whatever the endpoint echoed of our credentials removed (the
 * text of any Username or Password element, whatever its namespace prefix, and the
 * connection's password wherever else it appears, as sent or XML-escaped), and every SSN a
 * payer put in it (withoutSsns). Everything else is kept byte for byte, so an operator still
 * reads what came back.
 */
const REMOVED = 'REMOVED';

/**
 * Shorter than this, a password is removed from its element only: replacing every occurrence
 * of two or three characters would garble the answer (and such a password is no secret).
 */
const SHORTEST_SEARCHED = 6;

const credentialElement =
  /(<(?:[A-Za-z_][\w.-]*:)?(?:Username|Password)\b[^>]*>)([^<]*)(<\/(?:[A-Za-z_][\w.-]*:)?(?:Username|Password)\s*>)/gi;

const xmlEscaped = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

export function answerKept(text: string, password: string): string {
  let kept = text.replace(credentialElement, (_, open: string, _value: string, close: string) =>
    [open, REMOVED, close].join(''),
  );
  if (password.length >= SHORTEST_SEARCHED) {
    for (const form of new Set([password, xmlEscaped(password)])) {
      kept = kept.replaceAll(form, REMOVED);
    }
  }
  return withoutSsns(kept);
}
