import type { FieldErrorCode } from './errors';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** The alphabet, the digits and the keyboard's rows: a run along one is as easy to guess as a repeat. */
const SEQUENCES = [
  'abcdefghijklmnopqrstuvwxyz',
  '01234567890',
  'qwertyuiop',
  'asdfghjkl',
  'zxcvbnm',
];

const follows = (a: string, b: string) =>
  a === b ||
  SEQUENCES.some((sequence) => {
    const at = sequence.indexOf(a);
    return at >= 0 && (sequence[at + 1] === b || sequence[at - 1] === b);
  });

/**
 * Fewer than five different characters (`aaaaaaa1`, `abcabcab`), or all but two of them one run of
 * a repeat or along a sequence (`abcdefg1`, `qwerty12`).
 */
function isRepetitive(password: string): boolean {
  const characters = [...password.toLowerCase()];
  if (new Set(characters).size < 5) return true;
  let run = 1;
  let longest = 1;
  for (let i = 1; i < characters.length; i++) {
    run = follows(characters[i - 1], characters[i]) ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  return longest >= characters.length - 2;
}

export interface PasswordContext {
  username: string;
  currentPassword?: string;
  /** The person's name, and the names of the places of their area: words a guesser tries first. */
  fullName?: string;
  placeNames?: string[];
}

/**
 * Words anyone guessing at this product's accounts tries first: its own names, the country's, the
 * roles', and the published demo password (README), with or without a number stuck on.
 */
export const PRODUCT_WORDS = [
  'cbr',
  'cbrf',
  'fchv',
  'dprp',
  'karuna',
  'nepal',
  'palika',
  'gaupalika',
  'nagarpalika',
  'ward',
  'admin',
  'superadmin',
  'district',
  'province',
  'group',
  'demo',
  'Demo@2083',
];

/** The least zxcvbn score (0–4) a new password needs on the server: 3, about 10⁸ guesses. */
export const PASSWORD_MIN_SCORE = 3;

/**
 * What a strength estimate of the password should take as already known: the username, the name
 * and its parts, the area's place names and their words, the current password and the product's
 * words.
 */
export function passwordUserInputs(context: PasswordContext): string[] {
  const texts = [context.username, context.fullName ?? '', ...(context.placeNames ?? [])];
  const words = texts.flatMap((text) => [text, ...text.split(/[\s.,_()-]+/u)]);
  if (context.currentPassword) words.push(context.currentPassword);
  return [...new Set([...words, ...PRODUCT_WORDS].map((w) => w.trim().toLowerCase()))].filter(
    (w) => w.length >= 3,
  );
}

/**
 * The first rule a new password breaks, or undefined when it is acceptable: the cheap rules the
 * form also checks. The server also refuses a password on its list of common ones, or one a
 * strength estimate finds easy to guess (src/server/platform/password-check.ts).
 */
export function checkPassword(
  password: string,
  { username, currentPassword }: PasswordContext,
): FieldErrorCode | undefined {
  if (password.length < PASSWORD_MIN_LENGTH) return 'password.tooShort';
  if (password.length > PASSWORD_MAX_LENGTH) return 'password.tooLong';
  const lower = password.toLowerCase();
  if (username && lower.includes(username.toLowerCase())) return 'password.containsUsername';
  if (currentPassword !== undefined && password === currentPassword)
    return 'password.sameAsCurrent';
  const hasLetter = /\p{L}/u.test(password);
  const hasOther = /[^\p{L}]/u.test(password);
  if (!hasLetter || !hasOther) return 'password.needsVariety';
  if (isRepetitive(password)) return 'password.repetitive';
  return undefined;
}
