/**
 * A claim keeps the patient's address on one line ("street, city, ST zip", as it was when the
 * claim was submitted). The form wants its parts: the city is the part before the state and ZIP,
 * and everything before the city is the street (which may itself contain commas).
 */
export function addressParts(
  line: string,
): { street: string; city: string; state: string; zip: string } | undefined {
  const parts = line.split(',').map((part) => part.trim());
  const stateZip = /^([A-Za-z]{2})\s+(\d{5}(?:-?\d{4})?)$/.exec(parts.at(-1) ?? '');
  if (!stateZip || parts.length < 3) return undefined;
  return {
    street: parts.slice(0, -2).join(', '),
    city: parts.at(-2)!,
    state: stateZip[1]!.toUpperCase(),
    zip: stateZip[2]!,
  };
}
