import { enumLabel } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { fieldTable } from '@/client/lib/records/field-table';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { fiscalYearLabel } from '@/shared/fiscal-year';
import { formatNumber } from '@/shared/format/number';

type Value = Schemas['ActivityValue'];

/** An attribute's value as a cell: a count by cell reads `female:18-59 4; male:0-17 2`. */
const attributeText = (value: unknown): string =>
  value !== null && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value)
        .map(([cell, n]) => `${cell} ${String(n)}`)
        .join('; ')
    : Array.isArray(value)
      ? value.join('; ')
      : String(value);

/**
 * A recorded value's fields in the order its export writes them: where, which activity, when,
 * what it achieved, and its attributes. The details read the period with its year, what was
 * achieved in the activity's unit, women before men, and each attribute under its own label.
 */
export const VALUE_FIELDS = fieldTable<Value>('ActivityValueUpdate', 'value', [
  { field: 'palikaId', details: false, export: false },
  {
    field: 'palika',
    details: (v, _, locale) => (locale === 'np' ? v.palika.nameNe : v.palika.name),
    export: [['value.field.palika', (v, _, l) => (l === 'np' ? v.palika.nameNe : v.palika.name)]],
  },
  {
    field: 'activityId',
    label: 'value.field.activity',
    details: ({ activity: a }, _, locale) =>
      `${a.code} ${locale === 'np' ? a.nameNe : (a.nameEn ?? a.nameNe)}`,
    export: [
      ['activity.field.code', (v) => v.activity.code],
      ['activity.field.nameNe', (v) => v.activity.nameNe],
      ['activity.field.nameEn', (v) => v.activity.nameEn],
    ],
  },
  {
    field: 'recordDate',
    export: [
      ['value.field.recordDate', (v, _, l) => formatBsDate(v.recordDate, l)],
      ['value.field.recordDateAd', (v) => v.recordDate],
    ],
  },
  {
    field: 'fiscalYear',
    details: false,
    export: [['value.field.fiscalYear', (v) => fiscalYearLabel(v.fiscalYear)]],
  },
  {
    field: 'trimester',
    details: (v, intl, locale) =>
      `${formatDigits(fiscalYearLabel(v.fiscalYear), locale)}, ${enumLabel(intl, 'trimester', String(v.trimester))}`,
    export: [['value.field.trimester', (v, i) => enumLabel(i, 'trimester', String(v.trimester))]],
  },
  {
    field: 'achievedOutput',
    details: (v, intl, locale) =>
      `${v.achievedOutput === null ? '—' : formatNumber(v.achievedOutput, locale)} ${enumLabel(intl, 'unit', v.activity.unit)}`,
  },
  {
    field: 'unit',
    details: false,
    export: [['activity.field.unit', (v, i) => enumLabel(i, 'unit', v.activity.unit)]],
  },
  { field: 'expenditureNpr' },
  { field: 'participantsMale' },
  { field: 'participantsFemale', details: { after: 'expenditureNpr' } },
  { field: 'participantsOther' },
  { field: 'wardNo' },
  {
    field: 'attributes',
    // Each attribute is a fact of its own, labelled from the catalogue (ValueDetails).
    details: () => null,
    export: [
      [
        'value.field.attributes',
        (v) =>
          Object.entries(v.attributes)
            .map(([code, value]) => `${code}: ${attributeText(value)}`)
            .join(' | '),
      ],
    ],
  },
  { field: 'notes' },
]);
