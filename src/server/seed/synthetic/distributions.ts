/**
 * The shares the synthetic data follows. Disability types and sub-types: census 2021 (DOMAIN.md §1.2;
 * "not stated", 1.07%, is folded into physical). Sex: male 2.5% and female 2.0% of the population
 * gives about 55% men. Severity classes and card statuses are this project's assumptions (no
 * national figure is published); see docs/decisions/0012-exports-and-synthetic-data.md.
 */
export interface Weighted<T> {
  value: T;
  weight: number;
}

export const DISABILITY_MIX: Weighted<{ type: string; subtype?: string }>[] = [
  { value: { type: 'physical' }, weight: 36.75 + 1.07 },
  { value: { type: 'visual', subtype: 'low_vision' }, weight: 16.88 },
  { value: { type: 'visual', subtype: 'blind' }, weight: 5.37 },
  { value: { type: 'hearing', subtype: 'deaf' }, weight: 7.85 },
  { value: { type: 'hearing', subtype: 'hard_of_hearing' }, weight: 7.87 },
  { value: { type: 'deaf_blind' }, weight: 1.56 },
  { value: { type: 'voice_speech' }, weight: 6.36 },
  { value: { type: 'psychosocial' }, weight: 4.2 },
  { value: { type: 'intellectual' }, weight: 1.73 },
  { value: { type: 'haemophilia' }, weight: 0.75 },
  { value: { type: 'autism' }, weight: 0.75 },
  { value: { type: 'multiple' }, weight: 8.78 },
];

export const SEX_MIX: Weighted<string>[] = [
  { value: 'male', weight: 55 },
  { value: 'female', weight: 44.8 },
  { value: 'other', weight: 0.2 },
];
export const SEVERITY_MIX: Weighted<string>[] = [
  { value: 'A', weight: 10 },
  { value: 'B', weight: 30 },
  { value: 'C', weight: 35 },
  { value: 'D', weight: 25 },
];
export const CARD_MIX: Weighted<string>[] = [
  { value: 'issued', weight: 68 },
  { value: 'applied', weight: 8 },
  { value: 'ward_recommended', weight: 4 },
  { value: 'none', weight: 20 },
];
/** Ages rise with age: a fifth are children, a third are over sixty. */
export const AGE_MIX: Weighted<[number, number]>[] = [
  { value: [0, 4], weight: 3 },
  { value: [5, 17], weight: 14 },
  { value: [18, 39], weight: 22 },
  { value: [40, 59], weight: 27 },
  { value: [60, 95], weight: 34 },
];

/** A palika's weight: its wards, more for cities (no population table is bundled; wards follow population roughly). */
export const TYPE_WEIGHT: Record<string, number> = {
  metropolitan: 6,
  sub_metropolitan: 3,
  municipality: 1.3,
  rural_municipality: 1,
};

export const GIVEN = [
  ['राम', 'Ram'],
  ['सीता', 'Sita'],
  ['हरि', 'Hari'],
  ['गीता', 'Gita'],
  ['कृष्ण', 'Krishna'],
  ['माया', 'Maya'],
  ['बिष्णु', 'Bishnu'],
  ['सरिता', 'Sarita'],
  ['दिपक', 'Dipak'],
  ['कमला', 'Kamala'],
  ['सुरेश', 'Suresh'],
  ['लक्ष्मी', 'Laxmi'],
  ['प्रकाश', 'Prakash'],
  ['सुनिता', 'Sunita'],
  ['गणेश', 'Ganesh'],
  ['पार्वती', 'Parbati'],
  ['मोहन', 'Mohan'],
  ['राधा', 'Radha'],
  ['बिनोद', 'Binod'],
  ['अनिता', 'Anita'],
  ['रमेश', 'Ramesh'],
  ['शान्ति', 'Shanti'],
  ['दिनेश', 'Dinesh'],
  ['मीना', 'Mina'],
  ['सन्तोष', 'Santosh'],
  ['उषा', 'Usha'],
  ['नबिन', 'Nabin'],
  ['पूजा', 'Puja'],
  ['कुमार', 'Kumar'],
  ['देवी', 'Devi'],
] as const;
export const FAMILY = [
  ['थापा', 'Thapa'],
  ['श्रेष्ठ', 'Shrestha'],
  ['राई', 'Rai'],
  ['तामाङ', 'Tamang'],
  ['गुरुङ', 'Gurung'],
  ['मगर', 'Magar'],
  ['यादव', 'Yadav'],
  ['चौधरी', 'Chaudhary'],
  ['अधिकारी', 'Adhikari'],
  ['पौडेल', 'Poudel'],
  ['खड्का', 'Khadka'],
  ['लिम्बु', 'Limbu'],
  ['शाह', 'Shah'],
  ['बिक', 'BK'],
  ['कार्की', 'Karki'],
  ['भट्टराई', 'Bhattarai'],
  ['साह', 'Sah'],
  ['महतो', 'Mahato'],
  ['शेर्पा', 'Sherpa'],
  ['न्यौपाने', 'Neupane'],
] as const;

/** A seeded pseudo-random generator (mulberry32), so that a scale always makes the same data. */
export function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]) => items[Math.floor(next() * items.length)];
  const weighted = <T>(items: Weighted<T>[]) => {
    const total = items.reduce((sum, i) => sum + i.weight, 0);
    let at = next() * total;
    for (const item of items) if ((at -= item.weight) <= 0) return item.value;
    return items[items.length - 1].value;
  };
  const uuid = () => {
    const hex = Array.from({ length: 32 }, () => Math.floor(next() * 16).toString(16)).join('');
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${'89ab'[Math.floor(next() * 4)]}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
  };
  return { next, int, pick, weighted, uuid };
}
