/**
 * The default service tree of DOMAIN.md §2.3: CBR component › element › service › item. Seeded on
 * first start; the super admin changes it afterwards on /pwd/serviceActivities.
 */
export interface CatalogueNode {
  code: string;
  en: string;
  ne: string;
  unit?: 'session' | 'item' | 'visit' | 'day' | 'person' | 'npr';
  group?: boolean;
  individual?: boolean;
  kind?: 'assistive_device' | 'referral';
  /** Only for holders of a card of these classes (the allowance needs red or blue). */
  severity?: string[];
  children?: CatalogueNode[];
}

const leaf = (
  code: string,
  en: string,
  ne: string,
  extra: Partial<CatalogueNode> = {},
): CatalogueNode => ({ code, en, ne, unit: 'session', ...extra });

export const DEFAULT_CATALOGUE: CatalogueNode[] = [
  {
    code: 'HEALTH',
    en: 'Health',
    ne: 'स्वास्थ्य',
    children: [
      {
        code: 'HEALTH.SCREEN',
        en: 'Identification and screening',
        ne: 'पहिचान तथा परीक्षण',
        children: [
          leaf('HEALTH.SCREEN.DOOR', 'Door-to-door survey', 'घरदैलो सर्वेक्षण', { unit: 'visit' }),
          leaf('HEALTH.SCREEN.FCHV', 'FCHV screening', 'म.स्वा.स्वं.से. द्वारा परीक्षण', {
            unit: 'visit',
          }),
          leaf('HEALTH.SCREEN.CAMP', 'Health camp', 'स्वास्थ्य शिविर', {
            unit: 'person',
            group: true,
          }),
          leaf('HEALTH.SCREEN.WG', 'WG-SS screening', 'वासिङ्टन समूह प्रश्नावली परीक्षण', {
            unit: 'person',
          }),
          leaf(
            'HEALTH.SCREEN.CHILD',
            'Developmental screening of children',
            'बालबालिकाको विकास परीक्षण',
            { unit: 'person' },
          ),
        ],
      },
      {
        code: 'HEALTH.CARD',
        en: 'ID card support',
        ne: 'परिचयपत्र सहयोग',
        children: [
          leaf('HEALTH.CARD.RECOMMEND', 'Recommendation', 'सिफारिस', { unit: 'person' }),
          leaf('HEALTH.CARD.APPLY', 'Application', 'निवेदन', { unit: 'person' }),
          leaf('HEALTH.CARD.CAMP', 'ID card camp', 'परिचयपत्र शिविर', {
            unit: 'person',
            group: true,
          }),
        ],
      },
      {
        code: 'HEALTH.REFER',
        en: 'Medical care and referral',
        ne: 'उपचार तथा प्रेषण',
        kind: 'referral',
        children: [
          leaf(
            'HEALTH.REFER.HP',
            'Referral to a health post or PHCC',
            'स्वास्थ्य चौकी वा प्रा.स्वा.के. मा प्रेषण',
            { kind: 'referral', unit: 'person' },
          ),
          leaf(
            'HEALTH.REFER.HOSPITAL',
            'Referral to a hospital or specialist',
            'अस्पताल वा विशेषज्ञमा प्रेषण',
            { kind: 'referral', unit: 'person' },
          ),
          leaf(
            'HEALTH.REFER.SURGERY',
            'Corrective surgery (club foot, cataract)',
            'सुधारात्मक शल्यक्रिया',
            { kind: 'referral', unit: 'person' },
          ),
        ],
      },
      {
        code: 'HEALTH.REHAB',
        en: 'Rehabilitation therapy',
        ne: 'पुनर्स्थापना सेवा',
        children: [
          leaf('HEALTH.REHAB.PHYSIO', 'Physiotherapy', 'फिजियोथेरापी'),
          leaf('HEALTH.REHAB.OT', 'Occupational therapy', 'अकुपेसनल थेरापी'),
          leaf('HEALTH.REHAB.SPEECH', 'Speech therapy', 'स्पिच थेरापी'),
          leaf('HEALTH.REHAB.HOME', 'Home-based therapy', 'घरमै आधारित थेरापी', { unit: 'visit' }),
        ],
      },
      {
        code: 'HEALTH.AD',
        en: 'Assistive devices',
        ne: 'सहायक सामग्री',
        kind: 'assistive_device',
        children: [
          leaf('HEALTH.AD.MOBILITY', 'Mobility devices', 'हिँडडुल सहायक सामग्री', {
            kind: 'assistive_device',
            unit: 'item',
          }),
          leaf('HEALTH.AD.VISION', 'Vision devices', 'दृष्टि सहायक सामग्री', {
            kind: 'assistive_device',
            unit: 'item',
          }),
          leaf('HEALTH.AD.HEARING', 'Hearing devices', 'श्रवण सहायक सामग्री', {
            kind: 'assistive_device',
            unit: 'item',
          }),
          leaf('HEALTH.AD.ORTHO', 'Orthoses and prostheses', 'अर्थोसिस तथा कृत्रिम अङ्ग', {
            kind: 'assistive_device',
            unit: 'item',
          }),
          leaf('HEALTH.AD.DAILY', 'Daily living aids', 'दैनिक जीवनका सहायक सामग्री', {
            kind: 'assistive_device',
            unit: 'item',
          }),
        ],
      },
      leaf('HEALTH.PSYCH', 'Psychosocial counselling', 'मनोसामाजिक परामर्श'),
      leaf('HEALTH.INSURANCE', 'Health-insurance enrolment', 'स्वास्थ्य बीमा आबद्धता', {
        unit: 'person',
      }),
      {
        code: 'HEALTH.PREVENT',
        en: 'Prevention',
        ne: 'रोकथाम',
        children: [
          leaf('HEALTH.PREVENT.FOLIC', 'Folic acid', 'फोलिक एसिड', { unit: 'person' }),
          leaf('HEALTH.PREVENT.ANC', 'ANC and institutional delivery', 'गर्भजाँच र संस्थागत सुत्केरी', {
            unit: 'person',
          }),
          leaf('HEALTH.PREVENT.NEWBORN', 'Newborn screening', 'नवजात शिशु परीक्षण', {
            unit: 'person',
          }),
          leaf('HEALTH.PREVENT.IMMUNIZATION', 'Immunization', 'खोप', { unit: 'person' }),
        ],
      },
    ],
  },
  {
    code: 'EDUCATION',
    en: 'Education',
    ne: 'शिक्षा',
    children: [
      leaf('EDUCATION.ENROL', 'School enrolment', 'विद्यालय भर्ना', { unit: 'person' }),
      leaf('EDUCATION.SCHOLARSHIP', 'Scholarship', 'छात्रवृत्ति', { unit: 'npr' }),
      leaf('EDUCATION.HOME', 'Home-based education', 'घरमै आधारित शिक्षा', { unit: 'visit' }),
      leaf(
        'EDUCATION.PLACEMENT',
        'Resource class or special school placement',
        'स्रोत कक्षा वा विशेष विद्यालयमा भर्ना',
        { unit: 'person' },
      ),
      leaf(
        'EDUCATION.MATERIALS',
        'Braille or sign-language materials',
        'ब्रेल वा साङ्केतिक भाषाका सामग्री',
        { unit: 'item' },
      ),
      leaf('EDUCATION.TEACHERS', 'Teacher orientation', 'शिक्षक अभिमुखीकरण', {
        unit: 'person',
        group: true,
        individual: false,
      }),
      leaf('EDUCATION.ACCESS', 'School accessibility improvement', 'विद्यालय पहुँचयुक्तता सुधार', {
        unit: 'item',
        group: true,
        individual: false,
      }),
      leaf('EDUCATION.CLUBS', 'Child clubs', 'बाल क्लब', { unit: 'session', group: true }),
    ],
  },
  {
    code: 'LIVELIHOOD',
    en: 'Livelihood',
    ne: 'जीविकोपार्जन',
    children: [
      leaf('LIVELIHOOD.SKILLS', 'Vocational skill training', 'व्यावसायिक सीप तालिम', {
        unit: 'day',
        group: true,
      }),
      leaf('LIVELIHOOD.SEED', 'Seed money or grant', 'बीउ पुँजी वा अनुदान', { unit: 'npr' }),
      leaf('LIVELIHOOD.EMPLOY', 'Employment linkage', 'रोजगारी सम्पर्क', { unit: 'person' }),
      leaf('LIVELIHOOD.SSA', 'Social security allowance linkage', 'सामाजिक सुरक्षा भत्ता आबद्धता', {
        unit: 'person',
        severity: ['A', 'B'],
      }),
      leaf('LIVELIHOOD.PROTECTION', 'Other social protection', 'अन्य सामाजिक संरक्षण', {
        unit: 'person',
      }),
    ],
  },
  {
    code: 'SOCIAL',
    en: 'Social',
    ne: 'सामाजिक',
    children: [
      leaf(
        'SOCIAL.ASSIST',
        'Personal assistance / community support',
        'व्यक्तिगत सहायता / सामुदायिक सहयोग',
        { unit: 'day', severity: ['A', 'B'] },
      ),
      leaf('SOCIAL.FAMILY', 'Family counselling', 'पारिवारिक परामर्श'),
      leaf('SOCIAL.SPORT', 'Recreation and sport', 'मनोरञ्जन तथा खेलकुद', { group: true }),
      leaf('SOCIAL.LEGAL', 'Legal aid', 'कानुनी सहायता'),
      leaf('SOCIAL.DISASTER', 'Disaster-inclusive support', 'विपद्‌मा समावेशी सहयोग', {
        unit: 'person',
      }),
    ],
  },
  {
    code: 'EMPOWERMENT',
    en: 'Empowerment',
    ne: 'सशक्तीकरण',
    children: [
      leaf(
        'EMPOWERMENT.SHG',
        "Self-help or parents' group meeting",
        'स्वावलम्बन वा अभिभावक समूह बैठक',
        { group: true, individual: false },
      ),
      leaf('EMPOWERMENT.OPD', 'OPD formation and support', 'अपाङ्गता सङ्घसंस्था गठन तथा सहयोग', {
        group: true,
        individual: false,
      }),
      leaf('EMPOWERMENT.AWARENESS', 'Awareness and advocacy event', 'सचेतना तथा पैरवी कार्यक्रम', {
        unit: 'person',
        group: true,
        individual: false,
      }),
      leaf(
        'EMPOWERMENT.PLANNING',
        'Participation in palika planning',
        'पालिकाको योजना तर्जुमामा सहभागिता',
        { unit: 'person', group: true },
      ),
    ],
  },
];
