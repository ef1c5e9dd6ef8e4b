/**
 * National Provider Identifier checks, as the NPI standard defines them: ten digits, the first 1 or 2,
 * the last a Luhn check digit over the prefix 80840 and the first nine digits.
 */
export function isTenDigits(value: string): boolean {
  return /^\d{10}$/.test(value);
}

export function npiCheckDigit(firstNine: string): number {
  let sum = 0;
  const digits = `80840${firstNine}`;
  // Luhn: double every second digit from the right of the payload (the check digit is not in it).
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the NPI is ten digits starting with 1 or 2 and its check digit matches. */
export function hasValidNpiCheckDigit(npi: string): boolean {
  if (!isTenDigits(npi) || !/^[12]/.test(npi)) return false;
  return npiCheckDigit(npi.slice(0, 9)) === Number(npi[9]);
}
