import { dictionary } from '@zxcvbn-ts/language-common';

/**
 * Passwords too common to keep anyone out: the 49,233 most used passwords of the zxcvbn-ts common
 * list (drawn from published breaches), and the ones people here pick first. Read on the server
 * only: half a megabyte the browser need not fetch (the form names the field when the server does).
 */
const LOCAL = [
  'nepal123',
  'nepal@123',
  'kathmandu',
  'kathmandu123',
  'admin@123',
  'welcome@123',
  'cbr12345',
  'palika123',
  'pokhara123',
];

const COMMON = new Set([...dictionary['passwords-common'], ...LOCAL].map((p) => p.toLowerCase()));

/** Whether a password is on the common list, whatever its letters' case. */
export const isCommonPassword = (password: string): boolean => COMMON.has(password.toLowerCase());
