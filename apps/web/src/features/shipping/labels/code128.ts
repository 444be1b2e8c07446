/**
 * Code 128 (ISO/IEC 15417), code set B: every printable ASCII character, which an order number is.
 * Each symbol is three bars and three spaces, their widths in modules (11 in all; the stop symbol
 * has a final bar, 13). Value 104 starts code set B, 106 stops.
 */
// biome-ignore format: the standard's table, ten values a line
export const CODE128_PATTERNS: readonly string[] = [
  '212222', '222122', '222221', '121223', '121322', '131222', '122213', '122312', '132212', '221213',
  '221312', '231212', '112232', '122132', '122231', '113222', '123122', '123221', '223211', '221132',
  '221231', '213212', '223112', '312131', '311222', '321122', '321221', '312212', '322112', '322211',
  '212123', '212321', '232121', '111323', '131123', '131321', '112313', '132113', '132311', '211313',
  '231113', '231311', '112133', '112331', '132131', '113123', '113321', '133121', '313121', '211331',
  '231131', '213113', '213311', '213131', '311123', '311321', '331121', '312113', '312311', '332111',
  '314111', '221411', '431111', '111224', '111422', '121124', '121421', '141122', '141221', '112214',
  '112412', '122114', '122411', '142112', '142211', '241211', '221114', '413111', '241112', '134111',
  '111242', '121142', '121241', '114212', '124112', '124211', '411212', '421112', '421211', '212141',
  '214121', '412121', '111143', '111341', '131141', '114113', '114311', '411113', '411311', '113141',
  '114131', '311141', '411131', '211412', '211214', '211232', '2331112',
];

export const START_B = 104;
export const STOP = 106;
/** The blank the standard asks for on each side: ten modules. */
export const QUIET_ZONE = 10;

/** Whether `text` can be written in code set B: printable ASCII only. */
export const isCode128B = (text: string) => text.length > 0 && /^[\x20-\x7e]+$/.test(text);

/** The symbol values of `text`: start B, its characters, the check symbol and stop. */
export function code128Values(text: string): number[] {
  if (!isCode128B(text)) throw new Error(`Code 128 B cannot write ${JSON.stringify(text)}`);
  const data = [...text].map((character) => character.charCodeAt(0) - 32);
  // The check symbol: the start's value plus each symbol's value times its position, modulo 103.
  const check = data.reduce((sum, value, index) => sum + value * (index + 1), START_B) % 103;
  return [START_B, ...data, check, STOP];
}

/** A bar of the code: where it starts and how wide it is, in modules from the left edge (quiet zone included). */
export type Bar = { x: number; width: number };

/** The bars of `text` in Code 128 B, and the whole width in modules with both quiet zones. */
export function code128Bars(text: string): { bars: Bar[]; width: number } {
  const bars: Bar[] = [];
  let x = QUIET_ZONE;
  for (const value of code128Values(text)) {
    const pattern = CODE128_PATTERNS[value] ?? '';
    [...pattern].forEach((digit, index) => {
      const width = Number(digit);
      // Even places are bars, odd places the spaces between them.
      if (index % 2 === 0) bars.push({ x, width });
      x += width;
    });
  }
  return { bars, width: x + QUIET_ZONE };
}
