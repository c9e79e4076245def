/**
 * Widths of axis text (12 px) estimated per character, without a canvas to measure with: enough to
 * size an axis so that no figure loses its leading digits and to cut a long name where it fits.
 */
const charWidth = (char: string): number => {
  if (/[0-9०-९]/.test(char)) return 7.2;
  if (/[,.\s:;'’()-]/.test(char)) return 3.6;
  if (/[\u0900-\u097F]/.test(char)) return 6.4;
  if (/[A-Z]/.test(char)) return 8.2;
  return 6.6;
};

export const textWidth = (text: string): number =>
  [...text].reduce((width, char) => width + charWidth(char), 0);

/** An axis as wide as its widest text, with room for the tick's gap. */
export const axisWidth = (texts: string[]): number =>
  Math.ceil(Math.max(24, ...texts.map(textWidth))) + 12;

/** A name cut to fit the name axis, keeping its start: "Psychosocial counsel…". */
export function shortLabel(label: string, room = 120): string {
  if (textWidth(label) <= room) return label;
  let cut = '';
  for (const char of label) {
    if (textWidth(`${cut}${char}…`) > room) break;
    cut += char;
  }
  return `${cut.trimEnd()}…`;
}
