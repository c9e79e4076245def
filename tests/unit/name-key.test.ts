import { describe, expect, it } from 'vitest';
import { devanagariToLatin, nameKey } from '@/server/domain/name-key';

/** Real Nepali names as a palika writes them in Devanagari, and the ways they are spelled in Latin letters. */
const SAME_NAME: [string, ...string[]][] = [
  ['राम बहादुर थापा', 'Ram Bahadur Thapa', 'Rambahadur Thapa', 'RAM BAHADUR THAPA'],
  ['सीता कुमारी श्रेष्ठ', 'Sita Kumari Shrestha', 'Seeta Kumari Shrestha', 'Sita Kumari Srestha'],
  ['हरि प्रसाद अधिकारी', 'Hari Prasad Adhikari', 'Hari Prasad Adhikary'],
  ['कृष्ण बहादुर गुरुङ', 'Krishna Bahadur Gurung', 'Krisna Bahadur Gurung'],
  ['लक्ष्मी देवी यादव', 'Laxmi Devi Yadav', 'Lakshmi Debi Yadav'],
  ['विष्णु माया तामाङ', 'Bishnu Maya Tamang', 'Vishnu Maya Tamang'],
  ['ज्ञानेन्द्र शाही', 'Gyanendra Shahi'],
  ['मनमाया राई', 'Manmaya Rai', 'Man Maya Rai'],
  ['गौरव भट्टराई', 'Gaurav Bhattarai', 'Gaurab Bhattarai'],
  ['कैलाश चौधरी', 'Kailash Chaudhary', 'Kailas Chaudhari'],
  ['श्याम सुन्दर मण्डल', 'Shyam Sundar Mandal'],
  ['पार्वती क्षेत्री', 'Parbati Kshetri', 'Parwati Chhetri'],
  ['सञ्जय ढकाल', 'Sanjay Dhakal', 'Sanjaya Dhakal'],
  ['फूलमती थारु', 'Phulmati Tharu', 'Fulmati Tharu'],
  ['चन्द्र कला घिमिरे', 'Chandra Kala Ghimire', 'Chandrakala Ghimire'],
  ['अनिता महर्जन', 'Anita Maharjan'],
  ['दीपक विश्वकर्मा', 'Deepak Bishwakarma', 'Dipak Biswakarma'],
  ['सुशीला पौडेल', 'Sushila Poudel', 'Susila Paudel'],
  ['संगीता मगर', 'Sangita Magar', 'Sangeeta Magar'],
  ['उर्मिला ऋषिदेव', 'Urmila Rishidev'],
  ['चाँदनी खड्का', 'Chandani Khadka'],
];

/** Different persons: names that must not meet. */
const DIFFERENT: [string, string][] = [
  ['राम थापा', 'Rima Thapa'],
  ['सीता श्रेष्ठ', 'Gita Shrestha'],
  ['हरि प्रसाद अधिकारी', 'Hari Prasad Bhandari'],
  ['Kamal Rai', 'Komal Rai'],
  ['मनमाया राई', 'Manmaya Limbu'],
  ['Sunita Tamang', 'Sabita Tamang'],
];

describe('a name’s key across Devanagari and Latin spellings (decision 0048)', () => {
  for (const [devanagari, ...latin] of SAME_NAME)
    it(`${devanagari} meets ${latin.join(', ')}`, () => {
      const key = nameKey(devanagari);
      expect(key.length).toBeGreaterThan(2);
      for (const spelling of latin) expect([spelling, nameKey(spelling)]).toEqual([spelling, key]);
    });

  for (const [one, other] of DIFFERENT)
    it(`${one} and ${other} stay apart`, () => {
      expect(nameKey(one)).not.toBe(nameKey(other));
    });

  it('spells Devanagari with the inherent vowel, not after a virama or a vowel sign', () => {
    expect(devanagariToLatin('राम')).toBe('rama');
    expect(devanagariToLatin('कृष्ण')).toBe('krishna');
    expect(devanagariToLatin('ज्ञान')).toBe('gyana');
    expect(devanagariToLatin('संगीता')).toBe('sangita');
  });

  it('gives no key to a name without letters, and ignores digits, marks and spacing', () => {
    expect(nameKey('')).toBe('');
    expect(nameKey(null)).toBe('');
    expect(nameKey(' - ')).toBe('');
    expect(nameKey('  Sita   Kumari ')).toBe(nameKey('sita-kumari'));
    expect(nameKey('Sītā')).toBe(nameKey('Sita'));
  });
});
