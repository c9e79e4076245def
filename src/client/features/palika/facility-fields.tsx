import { Link } from 'wouter';
import { placeSpecs } from '@/client/features/palika/place-specs';
import { fieldTable } from '@/client/lib/records/field-table';
import { textColumn } from '@/client/lib/records/import-columns';
import type { Schemas } from '@/shared/api/types';
import { toLatinDigits } from '@/shared/format/digits';
import { formatNumber } from '@/shared/format/number';
import { hrefFor } from '@/shared/routes';

type Facility = Schemas['HealthFacility'];

/** A health facility's fields in the order its export writes them (DOMAIN.md §7.10). */
export const FACILITY_FIELDS = fieldTable<Facility>('HealthFacilityUpdate', 'facility', [
  { field: 'nameNe', show: 'ne' },
  { field: 'nameEn', show: 'en' },
  { field: 'facilityType' },
  { field: 'ownership' },
  { field: 'operationalStatus' },
  { field: 'hmisCode' },
  { field: 'dhis2Uid' },
  ...placeSpecs<Facility>('facility'),
  { field: 'wardNo' },
  // Wards written "2, 3, 4" in a sheet (either script); anything else is sent as written, for the server to name.
  {
    field: 'catchmentWards',
    import: [textColumn('catchmentWards', 'facility.field.catchmentWards')],
    imported: ({ catchmentWards: text }) =>
      typeof text === 'string'
        ? text
            .split(/[,;\s]+/)
            .filter(Boolean)
            .map((ward) => Number(toLatinDigits(ward)))
        : [],
  },
  {
    field: 'location',
    label: 'facility.details.location',
    export: false,
    import: false,
    details: (f, _, locale) => {
      if (f.latitude === null) return null;
      const degrees = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 6 });
      return `${degrees(f.latitude)}, ${degrees(f.longitude ?? 0)}`;
    },
  },
  { field: 'latitude', details: false },
  { field: 'longitude', details: false },
  { field: 'inChargeName' },
  { field: 'inChargePhone' },
  { field: 'email' },
  { field: 'services', list: 'facilityService' },
  { field: 'beds' },
  {
    field: 'fchvsSupervised',
    export: false,
    import: false,
    details: (f, _, locale) => (
      <Link
        className="text-primary underline"
        href={hrefFor(
          'fchvProfile',
          locale,
          {},
          { palikaId: f.palikaId, supervisingFacilityId: f._id },
        )}
      >
        {formatNumber(f.fchvsSupervised, locale)}
      </Link>
    ),
  },
  { field: 'insuranceFirstPoint', list: 'yesNo' },
]);
