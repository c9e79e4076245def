import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';
import { dictionary as english } from '@zxcvbn-ts/language-en';
import { PASSWORD_MIN_SCORE } from '@/shared/password-policy';

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

/**
 * Words people in Nepal build passwords from that the English lists lack: given names and family
 * names, the larger cities and the seven provinces, and everyday words. The estimate treats each as
 * one guess among few, as it does a name of its English lists.
 */
// prettier-ignore
const NEPALI_WORDS = [
  // Given names
  'ram', 'sita', 'hari', 'krishna', 'shiva', 'bishnu', 'ganesh', 'laxmi', 'lakshmi', 'saraswati',
  'gita', 'maya', 'sundar', 'sunita', 'anita', 'sarita', 'kamala', 'radha', 'parbati', 'durga',
  'kumar', 'kumari', 'bahadur', 'prasad', 'raj', 'rajesh', 'ramesh', 'suresh', 'dinesh', 'mahesh',
  'bikash', 'prakash', 'sanjay', 'binod', 'santosh', 'sagar', 'suman', 'sushila', 'rita', 'puja',
  'pooja', 'asha', 'usha', 'nisha', 'manisha', 'sabina', 'srijana', 'pramila', 'bimala', 'sarswoti',
  // Family names
  'shrestha', 'sharma', 'thapa', 'magar', 'tamang', 'gurung', 'rai', 'limbu', 'tharu', 'yadav',
  'karki', 'adhikari', 'khadka', 'bhandari', 'poudel', 'paudel', 'koirala', 'basnet', 'shah',
  'chaudhary', 'pandey', 'joshi', 'bhattarai', 'ghimire', 'acharya', 'neupane', 'dahal', 'kc',
  // Places
  'kathmandu', 'pokhara', 'lalitpur', 'patan', 'bhaktapur', 'biratnagar', 'birgunj', 'dharan',
  'butwal', 'nepalgunj', 'janakpur', 'hetauda', 'itahari', 'dhangadhi', 'chitwan', 'bharatpur',
  'morang', 'sunsari', 'jhapa', 'ilam', 'koshi', 'madhesh', 'bagmati', 'gandaki', 'lumbini',
  'karnali', 'sudurpaschim', 'everest', 'sagarmatha', 'himalaya', 'terai', 'mustang',
  // Words
  'himal', 'namaste', 'dashain', 'tihar', 'prem', 'mero', 'timro', 'hamro', 'desh', 'jay', 'jaya',
  'sathi', 'ama', 'aama', 'buwa', 'baba', 'didi', 'bhai', 'dai', 'bahini', 'khusi', 'sundari',
  'mitho', 'pani', 'ghar', 'gaun', 'sahar', 'kitab', 'school', 'sewa', 'swasthya', 'apanga',
];

let estimator: ZxcvbnFactory | undefined;

/**
 * The strength estimate (zxcvbn-ts: patterns, l33t, dates, keyboard runs, and words of the common,
 * English and Nepali lists), built on first use: building its ranked lists takes a few hundred
 * milliseconds, which no server start should pay.
 */
function strength(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...dictionary, ...english, nepali: NEPALI_WORDS },
    graphs: adjacencyGraphs,
  });
  return estimator;
}

/**
 * Whether a password is easy to guess for one who knows the given words (the user's names and
 * places, the product's words: src/shared/password-policy.ts): its zxcvbn score is below
 * PASSWORD_MIN_SCORE. A few to tens of milliseconds for a password of the allowed length.
 */
export function isGuessable(password: string, userInputs: string[]): boolean {
  return strength().check(password, userInputs).score < PASSWORD_MIN_SCORE;
}
