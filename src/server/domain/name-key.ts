import { toLatinDigits } from '@/shared/format/digits';

/**
 * One folded Latin key for a name written in Devanagari or in Latin letters, so that the two
 * spellings of one person's name meet (decision 0048). Devanagari is first spelled in Latin
 * letters, a consonant with its inherent `a` unless a vowel sign or a virama follows; then both
 * scripts are folded the same way: aspiration and the sibilants' `h` dropped, long vowels made
 * short (`ee` as `i`, `au` and `ou` as `o`, a final `y` after a consonant as `i`), `v`/`w` as
 * `b`, `ph`/`f` as `p`, `x`/`ks` as `c`, doubled letters single, and every `a` after a word's
 * first letter dropped (Nepali drops most of them in speech, and Latin spellings
 * keep or drop them at will). The words are then joined, so "Ram Bahadur" meets "Rambahadur".
 */

/** A table written as pairs: `क k ख kh …`, a Devanagari letter or sign and its Latin spelling. */
const table = (pairs: string): Record<string, string> => {
  const words = pairs.trim().split(/\s+/);
  return Object.fromEntries(words.flatMap((w, i) => (i % 2 ? [] : [[w, words[i + 1]]])));
};

/** Consonants, each as a Latin spelling before its inherent vowel; व as Nepali says it, `b`. */
const CONSONANTS = table(`
  क k ख kh ग g घ gh ङ ng च ch छ chh ज j झ jh ञ n ट t ठ th ड d ढ dh ण n
  त t थ th द d ध dh न n प p फ ph ब b भ bh म m य y र r ल l व b श sh ष sh स s ह h
  क़ k ख़ kh ग़ g ज़ j ड़ r ढ़ rh फ़ f य़ y`);

/** Independent vowels and vowel signs, as Latin vowels. */
const VOWELS = table(`
  अ a आ a इ i ई i उ u ऊ u ऋ ri ए e ऐ ai ओ o औ au
  ा a ि i ी i ु u ू u ृ ri े e ै ai ो o ौ au ॅ e ॉ o`);

/** Signs after a syllable: anusvara and chandrabindu as `n`, visarga as `h` (dropped later). */
const MARKS = table(`ं n ँ n ः h`);

const VIRAMA = '\u094d';
const NUKTA = '\u093c';

/** Devanagari spelled in Latin letters, with each consonant's inherent `a` where it is written. */
export function devanagariToLatin(text: string): string {
  const chars = [...text.normalize('NFC').replace(/ज्ञ/g, 'ग्य')];
  let out = '';
  for (let i = 0; i < chars.length; i++) {
    let char = chars[i];
    if (chars[i + 1] === NUKTA) char += chars[++i];
    const consonant = CONSONANTS[char] ?? CONSONANTS[char[0]];
    if (consonant !== undefined) {
      const next = chars[i + 1];
      out += consonant;
      if (next === VIRAMA) i++;
      else if (!(next in VOWELS) || /[अआइईउऊऋएऐओऔ]/.test(next)) out += 'a';
    } else out += VOWELS[char] ?? MARKS[char] ?? char;
  }
  return out;
}

/** Latin spellings folded so that the usual ways of writing one Nepali name meet. */
function foldLatinWord(word: string): string {
  const folded = word
    .replace(/x/g, 'ks')
    .replace(/ksh?/g, 'c')
    .replace(/ch/g, 'c')
    .replace(/ph|f/g, 'p')
    .replace(/[vw]/g, 'b')
    .replace(/q/g, 'k')
    .replace(/z/g, 'j')
    .replace(/h/g, '')
    .replace(/ee|ii/g, 'i')
    .replace(/([^aeiou])y$/, '$1i')
    .replace(/oo|uu/g, 'u')
    .replace(/ai/g, 'e')
    .replace(/au|ou/g, 'o')
    .replace(/(.)\1+/g, '$1');
  return folded.charAt(0) + folded.slice(1).replace(/a/g, '');
}

/** The key a name is compared by across the country: empty when the name has no letters. */
export function nameKey(name: string | null | undefined): string {
  const latin = devanagariToLatin(toLatinDigits(name ?? '').toLowerCase());
  return latin
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean)
    .map(foldLatinWord)
    .join('');
}
