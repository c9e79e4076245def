import { useIntl } from 'react-intl';
import { sortableHeader } from '@/client/components/sort-button';
import {
  BothNames,
  OpenButton,
  ProfileTable,
  type ProfileTableProps,
} from '@/client/features/palika/components/profile-table';
import { enumLabel } from '@/client/lib/enum-options';
import { useLocale } from '@/client/lib/use-locale';
import type { Schemas } from '@/shared/api/types';
import { formatNumber } from '@/shared/format/number';
import type { ColumnDef } from '@tanstack/react-table';

type Row = Schemas['HealthFacility'];

export type FacilitiesTableProps = ProfileTableProps<Row>;

/** Health facilities: name (opens it), type, ownership, place and ward, HMIS code, services, status. */
export function FacilitiesTable({ sorting, onOpen, ...slots }: FacilitiesTableProps) {
  const intl = useIntl();
  const locale = useLocale();
  const t = (id: string) => intl.formatMessage({ id });
  const columns: ColumnDef<Row, unknown>[] = [
    {
      id: 'name',
      ...sortableHeader(t('facility.column.name'), 'name', sorting),
      cell: ({ row }) => (
        <OpenButton onOpen={() => onOpen(row.original)}>
          <BothNames nameNe={row.original.nameNe} nameEn={row.original.nameEn} />
        </OpenButton>
      ),
    },
    {
      id: 'type',
      ...sortableHeader(t('facility.field.facilityType'), 'type', sorting),
      cell: ({ row }) => enumLabel(intl, 'facilityType', row.original.facilityType),
    },
    {
      id: 'ownership',
      header: t('facility.field.ownership'),
      cell: ({ row }) => enumLabel(intl, 'ownership', row.original.ownership),
    },
    {
      id: 'ward',
      ...sortableHeader(t('facility.column.place'), 'ward', sorting),
      cell: ({ row }) =>
        `${locale === 'np' ? row.original.palika.nameNp : row.original.palika.name} – ${formatNumber(row.original.wardNo, locale)}`,
    },
    {
      id: 'hmisCode',
      header: t('facility.field.hmisCode'),
      cell: ({ row }) => row.original.hmisCode ?? '—',
    },
    {
      id: 'services',
      header: t('facility.column.services'),
      cell: ({ row }) =>
        row.original.services.map((code) => enumLabel(intl, 'facilityService', code)).join(', ') ||
        '—',
    },
    {
      id: 'status',
      header: t('facility.field.operationalStatus'),
      cell: ({ row }) => enumLabel(intl, 'operationalStatus', row.original.operationalStatus),
    },
  ];
  return <ProfileTable caption={t('page.healthFacilityProfile')} columns={columns} {...slots} />;
}
