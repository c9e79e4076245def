const DEVANAGARI_ZERO = 0x0966;

/** Replaces Devanagari digits (०–९) with Latin digits; other characters are kept. */
export function toLatinDigits(text: string): string {
  return text.replace(/[०-९]/g, (d) => String(d.charCodeAt(0) - DEVANAGARI_ZERO));
}

/** Replaces Latin digits with Devanagari digits; other characters are kept. */
export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => String.fromCharCode(DEVANAGARI_ZERO + Number(d)));
}
