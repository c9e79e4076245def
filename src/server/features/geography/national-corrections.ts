/**
 * Where the registry package `states-nepal` (0.2.0) is stale, the project's corrections. Each is a
 * public fact with its reason; the official import (npm run import:geography) supersedes all of it.
 */
export const PROVINCE_NAMES: Record<
  number,
  { en: string; ne: string; formerEn: string; formerNe: string }
> = {
  1: { en: 'Koshi Province', ne: 'कोशी प्रदेश', formerEn: 'Province No. 1', formerNe: 'प्रदेश नं. १' },
  2: { en: 'Madhesh Province', ne: 'मधेश प्रदेश', formerEn: 'Province No. 2', formerNe: 'प्रदेश नं. २' },
  3: { en: 'Bagmati Province', ne: 'बागमती प्रदेश', formerEn: 'Bagmati', formerNe: 'बाग्मती' },
  4: { en: 'Gandaki Province', ne: 'गण्डकी प्रदेश', formerEn: 'Gandaki', formerNe: 'गण्डकी' },
  5: { en: 'Lumbini Province', ne: 'लुम्बिनी प्रदेश', formerEn: 'Lumbini', formerNe: 'लुम्बिनी' },
  6: { en: 'Karnali Province', ne: 'कर्णाली प्रदेश', formerEn: 'Karnali', formerNe: 'कर्णाली' },
  7: {
    en: 'Sudurpashchim Province',
    ne: 'सुदूरपश्चिम प्रदेश',
    formerEn: 'Sudur Paschimanchal',
    formerNe: 'सुदुर पश्चिमाञ्चल',
  },
};

export interface PalikaCorrection {
  district: string;
  palika: string;
  nameEn?: string;
  nameNe?: string;
  wards?: number;
  reason: string;
}

export const PALIKA_CORRECTIONS: PalikaCorrection[] = [
  {
    district: 'Rasuwa',
    palika: 'Parbatikunda',
    nameEn: 'Aamachhodingmo',
    nameNe: 'आमाछोदिङमो',
    reason: 'renamed',
  },
  {
    district: 'Kanchanpur',
    palika: 'Mahakali',
    nameEn: 'Dodhara Chandani',
    nameNe: 'दोधारा चाँदनी',
    reason: 'renamed',
  },
  { district: 'Kavrepalanchok', palika: 'Bethanchok', wards: 6, reason: 'has 6 wards, not 4' },
];

/** Zero-width joiners that break three Devanagari names in the package (जगन्‍नाथ, say). */
export const cleanDevanagari = (name: string) => name.replace(/[\u200B-\u200D]/g, '').trim();
