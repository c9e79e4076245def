/**
 * Weak passwords the outside test (issue 37 §1.5) set for the demo CBR facilitator of Biratnagar
 * (`cbrf`, Anita Tamang) and the server had accepted: each must be refused as easy to guess. Shared
 * by the strength check's unit test and the API test that sends them.
 */
export const PROBE_WEAK_PASSWORDS = [
  'Password@1',
  'Passw0rd!',
  'Qwerty@123',
  'Demo@2084',
  'Summer2024!',
  'Nepal2083',
  'Kathmandu1',
  'Biratnagar1',
  'Sundar@123',
  'palika2abc1',
] as const;

/** Guessable from that user's own name and place, which the check takes as known to a guesser. */
export const PERSONAL_WEAK_PASSWORDS = ['Morang#2083', 'Anita@1234', 'Tamang2050!'] as const;
