import { Link } from 'wouter';
import { enumLabel } from '@/client/lib/enum-options';
import { fieldTable } from '@/client/lib/records/field-table';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';
import type { Locale } from '@/shared/locale';
import { hrefFor } from '@/shared/routes';
import type { ReactNode } from 'react';
import type { IntlShape } from 'react-intl';

type PalikaProfile = Schemas['PalikaProfile'];

const nameOf = (place: { name: string; nameNe: string }, locale: Locale) =>
  locale === 'np' ? place.nameNe : place.name;
const link = (href: string, text: ReactNode) => (
  <Link className="text-primary underline" href={href}>
    {text}
  </Link>
);
const typeOf = (p: PalikaProfile, intl: IntlShape) => enumLabel(intl, 'palikaType', p.palikaType);

/**
 * A palika's profile's fields in the order its export writes them (DOMAIN.md §7.11): its names,
 * code, type and wards are the geography's, shown and not edited; its facilitators are a table of
 * their own under the details.
 */
export const PALIKA_PROFILE_FIELDS = fieldTable<PalikaProfile>(
  'PalikaProfileUpdate',
  'palikaProfile',
  [
    {
      field: 'district',
      details: false,
      export: [['facility.export.district', (p, _, l) => nameOf(p.district, l)]],
    },
    { field: 'code', details: { after: 'nameEn' } },
    { field: 'nameNe', show: 'ne' },
    { field: 'nameEn', show: 'en' },
    {
      field: 'palikaType',
      details: typeOf,
      export: [['palikaProfile.field.palikaType', typeOf]],
    },
    {
      field: 'palikaId',
      label: 'palikaProfile.field.district',
      details: (p, _, l) => `${nameOf(p.district, l)}, ${nameOf(p.province, l)}`,
      export: false,
    },
    {
      field: 'wardCount',
      details: (p, intl, locale) =>
        link(
          hrefFor('wardProfile', locale, {}, { palikaId: p.palikaId }),
          intl.formatMessage(
            { id: 'palikaProfile.wardsFilled' },
            { filled: p.wardsFilled, total: p.wardCount },
          ),
        ),
    },
    {
      field: 'currentBatch',
      details: (p, _, locale) =>
        p.currentBatch &&
        link(
          hrefFor('actualPalikaProfileBatch', locale, {}, { palikaId: p.palikaId }),
          locale === 'np' ? p.currentBatch.nameNe : p.currentBatch.nameEn,
        ),
      export: [['palikaProfile.field.currentBatch', (p) => p.currentBatch?.code ?? null]],
    },
    { field: 'headquarters' },
    { field: 'phone' },
    { field: 'email' },
    { field: 'website' },
    { field: 'chiefName' },
    { field: 'deputyName' },
    { field: 'caoName' },
    { field: 'focalPersonName' },
    { field: 'focalPersonPhone' },
    { field: 'populationTotal' },
    { field: 'populationMale' },
    { field: 'populationFemale' },
    { field: 'populationOther' },
    { field: 'populationSource' },
    { field: 'populationYear', show: 'digits' },
    { field: 'households' },
    { field: 'pwdCensusCount' },
    {
      field: 'areaSqKm',
      details: (p, _, locale) =>
        p.areaSqKm === null ? null : formatNumber(p.areaSqKm, locale, { maximumFractionDigits: 2 }),
    },
    { field: 'ecologicalBelt' },
    { field: 'committeeFormedOn' },
    { field: 'idCardProcedureOn' },
    {
      field: 'cbrfs',
      details: false,
      export: [
        ['palikaProfile.cbrfs.legend', (p) => (p.cbrfs ?? []).map((c) => c.name).join('; ')],
      ],
    },
  ],
);
