import { Link } from 'wouter';
import { placeSpecs } from '@/client/features/palika/place-specs';
import { enumLabel } from '@/client/lib/enum-options';
import { formatDigits } from '@/client/lib/format';
import { fieldTable } from '@/client/lib/records/field-table';
import type { Schemas } from '@/shared/api/types';
import { formatBsDate } from '@/shared/calendar/bs-months';
import { formatNumber } from '@/shared/format/number';
import { hrefFor } from '@/shared/routes';

type Ward = Schemas['WardProfile'];

/** A ward's profile's fields in the order its export writes them (DOMAIN.md §7.8). */
export const WARD_FIELDS = fieldTable<Ward>('WardProfileUpdate', 'ward', [
  ...placeSpecs<Ward>('ward', { district: false }),
  { field: 'populationTotal' },
  {
    field: 'populationSource',
    // The source and its year in one fact; a source not given is an empty cell.
    details: (w, intl, locale) =>
      [
        enumLabel(intl, 'populationSource', w.populationSource),
        w.populationYear && formatDigits(String(w.populationYear), locale),
      ]
        .filter(Boolean)
        .join(', '),
    export: [
      [
        'ward.field.populationSource',
        (w, i) => enumLabel(i, 'populationSource', w.populationSource),
      ],
    ],
  },
  { field: 'populationYear', details: false },
  {
    field: 'fchvCount',
    details: (w, _, locale) => (
      <Link
        className="text-primary underline"
        href={hrefFor('fchvProfile', locale, {}, { palikaId: w.palikaId, wardNo: w.wardNo })}
      >
        {formatNumber(w.fchvCount, locale)}
      </Link>
    ),
    export: [['ward.field.fchvCount', (w) => w.fchvCount]],
  },
  { field: 'areaSqKm' },
  { field: 'tolesCount' },
  {
    field: 'ecologicalBelt',
    export: [
      ['ward.field.ecologicalBelt', (w, i) => enumLabel(i, 'ecologicalBelt', w.ecologicalBelt)],
    ],
  },
  {
    field: 'dprpCommitteeFormed',
    list: 'yesNo',
    // Formed or not, and on which day.
    details: ({ dprpCommitteeFormed: formed, committeeFormedOn: on }, intl, locale) =>
      formed === null
        ? null
        : `${enumLabel(intl, 'yesNo', String(formed))}${on ? ` (${formatBsDate(on, locale)})` : ''}`,
    export: [
      [
        'ward.field.dprpCommitteeFormed',
        (w) => (w.dprpCommitteeFormed === null ? null : +w.dprpCommitteeFormed),
      ],
    ],
  },
  { field: 'committeeFormedOn', details: false },
]);
