import { Link } from 'react-router';
import { HELP_PATH } from '#domain/account/contact';

/** The words of a message that send her to support: they become a link to the Help page. */
const SUPPORT_WORDS = /(contact support|from support)/;

/**
 * A message as the spec words it, with its "contact support" or "from support" a link to Help
 * (how to reach us), so no message points at support without saying where it is.
 */
export function SupportText({ text }: { text: string }) {
  const parts = text.split(SUPPORT_WORDS);
  if (parts.length === 1) return <>{text}</>;
  return (
    <>
      {parts.map((part, index) =>
        SUPPORT_WORDS.test(part) ? (
          <Link key={index} to={HELP_PATH}>
            {part}
          </Link>
        ) : (
          part
        ),
      )}
    </>
  );
}
