import type { Schemas } from '@/shared/api/types';

type Attribute = Schemas['AttributeDefinition'];

const attribute = (
  id: number,
  code: string,
  [labelEn, labelNe]: [string, string],
  extra: Partial<Attribute>,
): Attribute => ({
  id,
  code,
  labelEn,
  labelNe,
  dataType: 'integer',
  options: [],
  min: null,
  max: null,
  maxLength: null,
  required: false,
  helpEn: null,
  helpNe: null,
  unit: null,
  aggregation: 'sum',
  disaggregation: null,
  refKind: null,
  appliesTo: ['palika_activity'],
  activeFromFy: 2075,
  activeToFy: null,
  sortOrder: id,
  inUse: true,
  version: 1,
  ...extra,
});

/** One attribute of each kind an activity reports with (DOMAIN.md §7.6). */
export const ACTIVITY_ATTRIBUTES: Attribute[] = [
  attribute(
    1,
    'pwd_participants_by_age',
    ['Participants with disabilities, by age', 'अपाङ्गता भएका सहभागी, उमेर अनुसार'],
    {
      dataType: 'disaggregated_count',
      disaggregation: { sex: true, ageBands: ['0-17', '18-59', '60+'] },
    },
  ),
  attribute(2, 'devices_given', ['Devices handed over', 'हस्तान्तरण गरिएका सामग्री'], {}),
  attribute(3, 'transport_cost', ['Transport cost', 'यातायात खर्च'], { dataType: 'money' }),
  attribute(4, 'satisfied_percent', ['Participants satisfied', 'सन्तुष्ट सहभागी'], {
    dataType: 'percent',
    aggregation: 'avg',
  }),
  attribute(5, 'venue_ward', ['Held in ward', 'सञ्चालन भएको वडा'], {
    dataType: 'org_ref',
    refKind: 'ward',
    aggregation: 'count',
  }),
  attribute(6, 'activity_report', ['Short report', 'छोटो प्रतिवेदन'], {
    dataType: 'long_text',
    aggregation: 'count',
  }),
];
