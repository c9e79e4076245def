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
import { enrolledBySex } from '@/shared/palika/school-rules';
import type { ColumnDef } from '@tanstack/react-table';

type Row = Schemas['School'];

export type SchoolsTableProps = ProfileTableProps<Row>;

/** Schools: name (opens it), IEMIS code, type, place and ward, set-up for children with disabilities, how many are enrolled. */
export function SchoolsTable({ sorting, onOpen, ...slots }: SchoolsTableProps) {
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
      id: 'iemisCode',
      ...sortableHeader(t('school.field.iemisCode'), 'iemisCode', sorting),
      cell: ({ row }) => row.original.iemisCode,
    },
    {
      id: 'type',
      header: t('school.field.schoolType'),
      cell: ({ row }) => enumLabel(intl, 'schoolType', row.original.schoolType),
    },
    {
      id: 'ward',
      ...sortableHeader(t('facility.column.place'), 'ward', sorting),
      cell: ({ row }) =>
        `${locale === 'np' ? row.original.palika.nameNp : row.original.palika.name} – ${formatNumber(row.original.wardNo, locale)}`,
    },
    {
      id: 'specialEducation',
      header: t('school.field.specialEducation'),
      cell: ({ row }) =>
        row.original.specialEducation
          ? enumLabel(intl, 'specialEducation', row.original.specialEducation)
          : '—',
    },
    {
      id: 'cwdEnrolled',
      header: t('school.column.cwdEnrolled'),
      cell: ({ row }) => {
        const sum = enrolledBySex(row.original.cwdEnrolled);
        return formatNumber(sum.female + sum.male + sum.other, locale);
      },
    },
  ];
  return <ProfileTable caption={t('page.schoolProfile')} columns={columns} {...slots} />;
}
