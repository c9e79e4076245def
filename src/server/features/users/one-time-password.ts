import { randomInt } from 'node:crypto';
import { checkPassword } from '@/shared/password-policy';

// No 0/O, 1/l/I: read aloud or copied from a screen without mistakes.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';

/** A random one-time password such as `Kp7w-m3Xr-9Tqa` (about 71 bits), meeting the password policy. */
export function oneTimePassword(username: string): string {
  for (;;) {
    const groups = Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)]).join(''),
    );
    const password = groups.join('-');
    if (/\d/.test(password) && !checkPassword(password, { username })) return password;
  }
}
