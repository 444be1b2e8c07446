/** Bengali digits ০ to ৯ (U+09E6 to U+09EF), as a Bengali keyboard types them. */
const BENGALI_DIGIT = /[\u09E6-\u09EF]/g;

/**
 * `text` with its Bengali digits written as 0 to 9, so that "৳১,২০০" and "1,200" read as the
 * same number and a search for "৫০০" finds what "500" finds. Other characters are kept as they are.
 */
export const latinDigits = (text: string): string =>
  text.replace(BENGALI_DIGIT, (digit) => String((digit.codePointAt(0) ?? 0) - 0x09e6));

/** `text` with its digits 0 to 9 written as Bengali digits: a code or a count as a Bengali reader reads it. */
export const bengaliDigits = (text: string): string =>
  text.replace(/[0-9]/g, (digit) => String.fromCodePoint(0x09e6 + Number(digit)));
