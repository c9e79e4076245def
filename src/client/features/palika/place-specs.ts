import type { FieldSpec } from '@/client/lib/records/field-table';
import type { Locale } from '@/shared/locale';

interface Place {
  name: string;
  nameNe: string;
}
const nameOf = (place: Place, locale: Locale) => (locale === 'np' ? place.nameNe : place.name);

/**
 * A palika's record's place: its palika (and district, unless `district: false`) in the details,
 * a column each in the export.
 */
export const placeSpecs = <Row extends { palika: Place; district: Place }>(
  prefix: string,
  { district = true } = {},
): FieldSpec<Row>[] => [
  {
    field: 'district',
    details: false,
    import: false,
    export: [['facility.export.district', (r, _, l) => nameOf(r.district, l)]],
  },
  {
    field: 'palikaId',
    details: (r, _, l) =>
      district ? `${nameOf(r.palika, l)}, ${nameOf(r.district, l)}` : nameOf(r.palika, l),
    import: false,
    export: [[`${prefix}.field.palikaId`, (r, _, l) => nameOf(r.palika, l)]],
  },
];
