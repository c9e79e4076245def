import { DPRP_NAME } from '@/shared/programmes';

/**
 * The DPRP's standard activities (DOMAIN.md §2.2, §7.5) and the attributes palikas report with
 * them (§7.6). Seeded on first start like the service tree; the super admin changes them on
 * /pwd/serviceActivities and each palika adopts them into its yearly hierarchy.
 */
export const DPRP = DPRP_NAME;

export interface DefaultAttribute {
  code: string;
  en: string;
  ne: string;
  dataType: 'integer' | 'decimal' | 'percent' | 'long_text' | 'disaggregated_count';
  aggregation: 'sum' | 'avg' | 'max' | 'last' | 'count';
  disaggregation?: { sex: boolean; ageBands: string[] };
}

export const ACTIVITY_ATTRIBUTES: DefaultAttribute[] = [
  {
    code: 'pwd_participants_by_age',
    en: 'Participants with disabilities, by age',
    ne: 'अपाङ्गता भएका सहभागी, उमेर अनुसार',
    dataType: 'disaggregated_count',
    aggregation: 'sum',
    disaggregation: { sex: false, ageBands: ['0-17', '18-59', '60+'] },
  },
  {
    code: 'devices_given',
    en: 'Devices handed over',
    ne: 'हस्तान्तरण गरिएका सामग्री',
    dataType: 'integer',
    aggregation: 'sum',
  },
  {
    code: 'training_hours',
    en: 'Training hours',
    ne: 'तालिम घण्टा',
    dataType: 'decimal',
    aggregation: 'sum',
  },
  {
    code: 'satisfied_percent',
    en: 'Participants satisfied',
    ne: 'सन्तुष्ट सहभागी',
    dataType: 'percent',
    aggregation: 'avg',
  },
  {
    code: 'activity_report',
    en: 'Short report',
    ne: 'छोटो प्रतिवेदन',
    dataType: 'long_text',
    aggregation: 'count',
  },
];

export interface DefaultTemplate {
  code: string;
  en: string;
  ne: string;
  unit: 'session' | 'item' | 'visit' | 'day' | 'person' | 'npr';
  /** The service category it rolls up to, by code. */
  category?: string;
  attributes?: string[];
  children?: DefaultTemplate[];
}

const TRAINING = ['pwd_participants_by_age', 'training_hours', 'satisfied_percent'];

export const DPRP_TEMPLATES: DefaultTemplate[] = [
  {
    code: 'ID',
    en: 'Disability identification and ID cards',
    ne: 'अपाङ्गता पहिचान तथा परिचयपत्र',
    unit: 'day',
    category: 'HEALTH.SCREEN',
    children: [
      { code: 'ID.CAMP', en: 'ID card camps', ne: 'परिचयपत्र वितरण शिविर', unit: 'day' },
      {
        code: 'ID.SURVEY',
        en: 'Door-to-door disability survey',
        ne: 'घरदैलो अपाङ्गता सर्वेक्षण',
        unit: 'visit',
      },
      {
        code: 'ID.WGSS',
        en: 'Screening by FCHVs (WG-SS)',
        ne: 'म.स्वा.स्वं.से. द्वारा परीक्षण',
        unit: 'person',
      },
    ],
  },
  {
    code: 'AD',
    en: 'Assistive devices',
    ne: 'सहायक सामग्री',
    unit: 'item',
    category: 'HEALTH.AD',
    attributes: ['devices_given', 'pwd_participants_by_age'],
    children: [
      { code: 'AD.WHEEL', en: 'Wheelchair distribution', ne: 'ह्वीलचेयर वितरण', unit: 'item' },
      { code: 'AD.HEAR', en: 'Hearing aid distribution', ne: 'श्रवण यन्त्र वितरण', unit: 'item' },
      {
        code: 'AD.MOBILITY',
        en: 'Crutches and walkers',
        ne: 'बैसाखी तथा वाकर वितरण',
        unit: 'item',
      },
    ],
  },
  {
    code: 'REHAB',
    en: 'Rehabilitation',
    ne: 'पुनर्स्थापना',
    unit: 'visit',
    category: 'HEALTH.REHAB',
    children: [
      {
        code: 'REHAB.PHYSIO',
        en: 'Physiotherapy home visits',
        ne: 'फिजियोथेरापी घरभेट',
        unit: 'visit',
      },
      {
        code: 'REHAB.REFER',
        en: 'Referral to rehabilitation centres',
        ne: 'पुनर्स्थापना केन्द्रमा प्रेषण',
        unit: 'person',
      },
    ],
  },
  {
    code: 'TRAIN',
    en: 'Capacity building',
    ne: 'क्षमता अभिवृद्धि',
    unit: 'session',
    category: 'EMPOWERMENT',
    attributes: TRAINING,
    children: [
      {
        code: 'TRAIN.FCHV',
        en: 'FCHV training on disability',
        ne: 'म.स्वा.स्वं.से. तालिम',
        unit: 'session',
      },
      {
        code: 'TRAIN.CBRF',
        en: 'CBR facilitator refresher training',
        ne: 'सीबीआर सहजकर्ता पुनर्ताजगी तालिम',
        unit: 'session',
      },
    ],
  },
  {
    code: 'AWARE',
    en: 'Awareness',
    ne: 'सचेतना',
    unit: 'session',
    category: 'SOCIAL',
    attributes: ['pwd_participants_by_age', 'activity_report'],
    children: [
      { code: 'AWARE.WARD', en: 'Ward awareness sessions', ne: 'वडा स्तरीय सचेतना', unit: 'session' },
      {
        code: 'AWARE.IDPD',
        en: 'International Day of Persons with Disabilities',
        ne: 'अन्तर्राष्ट्रिय अपाङ्गता दिवस',
        unit: 'day',
      },
    ],
  },
  {
    code: 'LIVE',
    en: 'Livelihood',
    ne: 'जीविकोपार्जन',
    unit: 'person',
    category: 'LIVELIHOOD',
    attributes: TRAINING,
    children: [
      { code: 'LIVE.SKILL', en: 'Skills training', ne: 'सीप विकास तालिम', unit: 'person' },
      {
        code: 'LIVE.SHG',
        en: 'Self-help group support',
        ne: 'स्वावलम्बन समूह सहयोग',
        unit: 'session',
      },
    ],
  },
];
