import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { geographyKeys } from '@/client/lib/geography-queries';
import type { Schemas } from '@/shared/api/types';
import type { ColumnDef } from '@tanstack/react-table';

/** Illustrative rows for the stories only: the demo places, no personal data. */
export interface PlaceRow {
  id: string;
  name: string;
  nameNe: string;
  wards: number;
}

export const PLACE_ROWS: PlaceRow[] = [
  { id: '11214', name: 'Biratnagar', nameNe: 'बिराटनगर', wards: 19 },
  { id: '11204', name: 'Sundarharaicha', nameNe: 'सुन्दरहरैंचा', wards: 12 },
];

/** The place's name in the page's language, and its wards in the page's digits. */
export function usePlaceColumns(): ColumnDef<PlaceRow, unknown>[] {
  const np = useIntl().locale.includes('deva');
  return [
    {
      id: 'name',
      header: () => <FormattedMessage id="geo.palika" />,
      cell: ({ row }) => (np ? row.original.nameNe : row.original.name),
    },
    {
      id: 'wards',
      header: () => <FormattedMessage id="geo.ward" />,
      cell: ({ row }) => <FormattedNumber value={row.original.wards} />,
    },
  ];
}

type GeoPlace = Schemas['GeoPlace'];
const geo = (
  place: Partial<GeoPlace> & Pick<GeoPlace, 'id' | 'level' | 'nameEn' | 'nameNe'>,
): GeoPlace => ({
  code: null,
  altNames: [],
  parentId: null,
  provinceId: 1,
  districtId: null,
  palikaType: null,
  wardCount: null,
  ...place,
});

/** Koshi, two of its districts and Morang's first palikas, as the geography API answers them. */
export const DEMO_GEOGRAPHY = {
  provinces: [geo({ id: 1, level: 'province', nameEn: 'Koshi Province', nameNe: 'कोशी प्रदेश' })],
  districts: [
    geo({ id: 4, level: 'district', nameEn: 'Jhapa', nameNe: 'झापा', parentId: 1 }),
    geo({ id: 5, level: 'district', nameEn: 'Morang', nameNe: 'मोरंग', parentId: 1 }),
  ],
  palikas: [
    geo({
      id: 60,
      level: 'palika',
      nameEn: 'Biratnagar',
      nameNe: 'बिराटनगर',
      parentId: 5,
      districtId: 5,
      wardCount: 19,
    }),
    geo({
      id: 52,
      level: 'palika',
      nameEn: 'Sundar Haraicha',
      nameNe: 'सुन्दरहरैंचा',
      parentId: 5,
      districtId: 5,
    }),
    geo({
      id: 53,
      level: 'palika',
      nameEn: 'Belbari',
      nameNe: 'बेलबारी',
      parentId: 5,
      districtId: 5,
    }),
  ],
};

/**
 * Fills the query cache with DEMO_GEOGRAPHY before its children draw, so a story of a component
 * that asks for places shows them without a server.
 */
export function WithDemoGeography({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const [ready] = useState(() => {
    client.setQueryData(geographyKeys.provinces(), { items: DEMO_GEOGRAPHY.provinces });
    client.setQueryData(geographyKeys.districts(1), { items: DEMO_GEOGRAPHY.districts });
    client.setQueryData(geographyKeys.palikas(5), { items: DEMO_GEOGRAPHY.palikas });
    for (const palika of DEMO_GEOGRAPHY.palikas)
      client.setQueryData(geographyKeys.palika(palika.id), palika);
    return true;
  });
  return ready ? children : null;
}
