import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import type { ColumnDef } from '@tanstack/react-table';

/** Illustrative rows for the stories only: the demo places, no personal data. */
export interface PlaceRow {
  id: string;
  name: string;
  nameNp: string;
  wards: number;
}

export const PLACE_ROWS: PlaceRow[] = [
  { id: '11214', name: 'Biratnagar', nameNp: 'बिराटनगर', wards: 19 },
  { id: '11204', name: 'Sundarharaicha', nameNp: 'सुन्दरहरैंचा', wards: 12 },
];

/** The place's name in the page's language, and its wards in the page's digits. */
export function usePlaceColumns(): ColumnDef<PlaceRow, unknown>[] {
  const np = useIntl().locale.includes('deva');
  return [
    {
      id: 'name',
      header: () => <FormattedMessage id="geo.palika" />,
      cell: ({ row }) => (np ? row.original.nameNp : row.original.name),
    },
    {
      id: 'wards',
      header: () => <FormattedMessage id="geo.ward" />,
      cell: ({ row }) => <FormattedNumber value={row.original.wards} />,
    },
  ];
}
