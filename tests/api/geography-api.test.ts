import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

let t: TestApp;
let token: string;
const get = (url: string, as = token) => call(t.app, { url, token: as });

beforeAll(async () => {
  t = await startTestApp();
  token = (await login(t.app, 'cbrf')).token;
});
afterAll(() => t.close());

async function idOf(q: string, level: string) {
  const { body } = await get(`/api/geography/search?q=${encodeURIComponent(q)}&level=${level}`);
  return body.items[0].id as number;
}

describe(`the geography API (${DATABASE_KIND})`, () => {
  it('lists the provinces in both languages, cached by the browser for an hour', async () => {
    const { status, body, headers } = await get('/api/geography/provinces');
    expect(status).toBe(200);
    expect(headers['cache-control']).toBe('private, max-age=3600');
    expect(body.items).toHaveLength(7);
    expect(body.items[0]).toMatchObject({
      id: 1,
      level: 'province',
      nameEn: 'Koshi Province',
      nameNe: 'कोशी प्रदेश',
      parentId: null,
      provinceId: 1,
    });
    expect(body.items[0].altNames).toContain('Province No. 1');
  });

  it('walks down the hierarchy: province › district › palika › ward', async () => {
    const districts = (await get('/api/geography/provinces/1/districts')).body.items;
    expect(districts).toHaveLength(14);
    const morang = districts.find((d: { nameEn: string }) => d.nameEn === 'Morang');
    expect(morang).toMatchObject({
      level: 'district',
      parentId: 1,
      provinceId: 1,
      nameNe: expect.stringMatching(/^मोर(ङ|ंग)$/),
    });
    const palikas = (await get(`/api/geography/districts/${morang.id}/palikas`)).body.items;
    expect(palikas).toHaveLength(17);
    const biratnagar = palikas.find((p: { nameEn: string }) => p.nameEn === 'Biratnagar');
    expect(biratnagar).toMatchObject({
      palikaType: 'metropolitan',
      wardCount: 19,
      districtId: morang.id,
      provinceId: 1,
    });
    const wards = (await get(`/api/geography/palikas/${biratnagar.id}/wards`)).body.items;
    expect(wards).toHaveLength(19);
    expect(wards[4]).toMatchObject({
      level: 'ward',
      nameEn: 'Ward 5',
      nameNe: 'वडा नं. ५',
      parentId: biratnagar.id,
    });
    expect((await get(`/api/geography/palikas/${biratnagar.id}`)).body.nameEn).toBe('Biratnagar');
    expect((await get(`/api/geography/districts/${morang.id}`)).body.nameEn).toBe('Morang');
    expect((await get('/api/geography/provinces/7')).body.nameEn).toBe('Sudurpashchim Province');
  });

  it('answers 404 for a place that does not exist and 400 for an id that is not one', async () => {
    for (const url of [
      '/api/geography/provinces/8',
      '/api/geography/districts/999/palikas',
      '/api/geography/palikas/9999/wards',
    ]) {
      const result = await get(url);
      expect([url, result.status, result.body.message.code]).toEqual([url, 404, 'notFound']);
    }
    expect((await get('/api/geography/palikas/abc')).body.message.fields).toEqual([
      { field: 'path.id', code: 'invalidType' },
    ]);
  });

  it('finds places by name in either language, by another spelling or a former name, and by level', async () => {
    const first = async (q: string, level = '') =>
      (await get(`/api/geography/search?q=${encodeURIComponent(q)}${level && `&level=${level}`}`))
        .body.items[0];
    expect(await first('biratnagar', 'palika')).toMatchObject({
      nameEn: 'Biratnagar',
      level: 'palika',
    });
    expect(await first('विराटनगर', 'palika')).toMatchObject({ nameEn: 'Biratnagar' });
    expect(await first('Parbatikunda')).toMatchObject({
      nameEn: 'Aamachhodingmo',
      level: 'palika',
    });
    expect(await first('Sudur Paschimanchal')).toMatchObject({
      nameEn: 'Sudurpashchim Province',
      level: 'province',
    });
    expect(await first('Kathmandu')).toMatchObject({ nameEn: 'Kathmandu', level: 'district' });
    expect(await first('sundarharaicha', 'palika')).toMatchObject({ level: 'palika' });
    expect(await first('सुन्दरहरैंचा', 'palika')).toMatchObject({
      level: 'palika',
      nameEn: expect.stringMatching(/^Sundar ?[Hh]araicha$/),
    });
    expect(await first('मोरङ', 'district')).toMatchObject({ nameEn: 'Morang' });
    expect(await first('बिराटनगर', 'palika')).toMatchObject({ nameEn: 'Biratnagar' });
    expect((await get('/api/geography/search?q=zzzz')).body.items).toEqual([]);
    expect((await get('/api/geography/search?q=%25')).body.items).toEqual([]);
    expect((await get('/api/geography/search?q=')).body.message.fields).toEqual([
      { field: 'query.q', code: 'tooShort', limit: 1 },
    ]);
  });

  it('needs a signed-in person', async () => {
    expect((await call(t.app, { url: '/api/geography/provinces' })).status).toBe(401);
  });
});

describe(`each user's scope (${DATABASE_KIND})`, () => {
  it('is the nation for admins, the province, district or palika assigned to the others', async () => {
    const morang = await idOf('Morang', 'district');
    const biratnagar = await idOf('Biratnagar', 'palika');
    const sundarharaicha = await idOf('Sundar Haraicha', 'palika');
    const scope = async (username: string) =>
      (await get('/api/geography/scope', (await login(t.app, username)).token)).body;
    expect(await scope('admin')).toEqual({
      national: true,
      provinceIds: [],
      districtIds: [],
      palikaIds: [],
      reachProvinceIds: [],
      reachDistrictIds: [],
    });
    const province = await scope('province');
    expect(province).toMatchObject({ national: false, provinceIds: [1] });
    expect(province.districtIds).toHaveLength(14);
    expect(province.palikaIds).toHaveLength(137);
    const district = await scope('district');
    expect(district).toMatchObject({
      national: false,
      provinceIds: [],
      districtIds: [morang],
      reachProvinceIds: [1],
      reachDistrictIds: [morang],
    });
    expect(district.palikaIds).toHaveLength(17);
    expect(await scope('palika')).toEqual({
      national: false,
      provinceIds: [],
      districtIds: [],
      palikaIds: [biratnagar],
      reachProvinceIds: [1],
      reachDistrictIds: [morang],
    });
    expect(await scope('cbrf2')).toEqual({
      national: false,
      provinceIds: [],
      districtIds: [],
      palikaIds: [sundarharaicha],
      reachProvinceIds: [1],
      reachDistrictIds: [morang],
    });
  });

  it('of a group member is the member’s own', async () => {
    const group = await login(t.app, 'group');
    const member = group.memberData!.find((m) => m.name === 'Sita Rai')!;
    const session = await call(t.app, {
      method: 'POST',
      url: '/api/auth/group-member',
      token: group.token,
      body: { memberId: member._id },
    });
    const scope = (await get('/api/geography/scope', session.body.token)).body;
    expect(scope.palikaIds).toEqual([await idOf('Biratnagar', 'palika')]);
    expect((await get('/api/geography/scope', group.token)).status).toBe(403);
  });
});
