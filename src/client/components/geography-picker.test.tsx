import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GeographyPicker, type PlaceSelection } from './geography-picker';
import { renderAt } from '../../../tests/support/render-app';

const place = (
  id: number,
  level: string,
  [nameEn, nameNe]: [string, string],
  parentId: number | null,
) => ({
  id,
  level,
  code: null,
  nameEn,
  nameNe,
  altNames: [],
  parentId,
  provinceId: 1,
  districtId: level === 'palika' ? parentId : null,
  palikaType: null,
  wardCount: null,
});

/** What the server answers a PALIKA user of Biratnagar (ids as in a fresh database). */
const ANSWERS: Record<string, unknown> = {
  '/api/geography/scope': {
    national: false,
    provinceIds: [],
    districtIds: [],
    palikaIds: [60],
    reachProvinceIds: [1],
    reachDistrictIds: [6],
  },
  '/api/geography/provinces': {
    items: [
      place(1, 'province', ['Koshi Province', 'कोशी प्रदेश'], null),
      place(2, 'province', ['Madhesh Province', 'मधेश प्रदेश'], null),
    ],
  },
  '/api/geography/provinces/1/districts': {
    items: [
      place(6, 'district', ['Morang', 'मोरङ'], 1),
      place(7, 'district', ['Sunsari', 'सुनसरी'], 1),
    ],
  },
  '/api/geography/palikas/60/wards': {
    items: [
      place(901, 'ward', ['Ward 1', 'वडा नं. १'], 60),
      place(902, 'ward', ['Ward 2', 'वडा नं. २'], 60),
    ],
  },
  '/api/geography/districts/6/palikas': {
    items: [
      place(60, 'palika', ['Biratnagar', 'बिराटनगर'], 6),
      place(52, 'palika', ['Sundarharaicha', 'सुन्दरहरैंचा'], 6),
    ],
  },
};

function Harness() {
  const [value, setValue] = useState<PlaceSelection>({});
  return <GeographyPicker idPrefix="t" value={value} onChange={setValue} />;
}

const options = (label: string) =>
  within(screen.getByLabelText(label))
    .getAllByRole('option')
    .map((o) => o.textContent);

afterEach(() => vi.unstubAllGlobals());

describe('the geography picker', () => {
  it("shows a palika user only the province, district and palika of their own area, and that palika's wards", async () => {
    vi.stubGlobal('fetch', async (request: Request) => {
      const body = ANSWERS[new URL(request.url).pathname];
      return new Response(JSON.stringify(body ?? {}), {
        status: body ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    });
    renderAt(<Harness />, '/np');
    // Each level the palika is held to shows its own place, not "सबै" (all): the data is only theirs.
    await waitFor(() => expect(options('प्रदेश')).toEqual(['कोशी प्रदेश']));
    await waitFor(() => expect(options('जिल्ला')).toEqual(['मोरङ']));
    await waitFor(() => expect(options('पालिका')).toEqual(['बिराटनगर']));
    expect(screen.getByLabelText('पालिका')).toHaveDisplayValue('बिराटनगर');
    await waitFor(() => expect(options('वडा')).toEqual(['सबै', 'वडा नं. १', 'वडा नं. २']));
    fireEvent.change(screen.getByLabelText('वडा'), { target: { value: '902' } });
    expect(screen.getByLabelText('वडा')).toHaveDisplayValue('वडा नं. २');
  });
});
