/**
 * Claim formats (the OCR-read paper form, X12 files) carry plain ASCII. Folding shared by them:
 * accents dropped by Unicode decomposition (José → Jose), and the letters and punctuation that
 * decomposition leaves alone spelled the usual English way (ß → SS, ’ → ').
 */
const SPELLED: Record<string, string> = {
  ß: 'SS',
  ẞ: 'SS',
  Æ: 'AE',
  æ: 'AE',
  Œ: 'OE',
  œ: 'OE',
  Ø: 'O',
  ø: 'O',
  Ł: 'L',
  ł: 'L',
  Đ: 'D',
  đ: 'D',
  Ð: 'D',
  ð: 'D',
  Þ: 'TH',
  þ: 'TH',
  ı: 'I',
  '\u2018': "'", // left single quotation mark
  '\u2019': "'", // right single quotation mark, the usual apostrophe in names
  '\u02bc': "'", // modifier letter apostrophe
  '\u201c': '"',
  '\u201d': '"',
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2013': '-', // en dash
  '\u2014': '-', // em dash
  '\u2026': '...',
};

/** The characters of `value` with accents dropped and the letters above spelled out; others unchanged. */
export function foldToAsciiCharacters(value: string): string[] {
  const decomposed = value.normalize('NFKD').replace(/\p{M}/gu, '');
  return Array.from(decomposed, (char) => SPELLED[char] ?? char);
}
