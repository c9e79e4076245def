import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { importGeography } from '@/server/features/geography/import/import-geography';
import { DATABASE_KIND, type TestApp, call, login, startTestApp } from './support/test-app';

const OFFICIAL = path.resolve('../shared/data/geography');

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function counts() {
  const [row] = await t.db.query<Record<string, number>>(
    `SELECT (SELECT count(*)::int FROM provinces) AS provinces, (SELECT count(*)::int FROM districts) AS districts,
            (SELECT count(*)::int FROM palikas) AS palikas, (SELECT count(*)::int FROM wards) AS wards`,
  );
  return row;
}
const typeSplit = () =>
  t.db.query<{ palika_type: string; n: number }>(
    'SELECT palika_type, count(*)::int AS n FROM palikas GROUP BY palika_type ORDER BY palika_type',
  );
const SPLIT = [
  { palika_type: 'metropolitan', n: 6 },
  { palika_type: 'municipality', n: 276 },
  { palika_type: 'rural_municipality', n: 460 },
  { palika_type: 'sub_metropolitan', n: 11 },
];
const fingerprint = async () =>
  (
    await t.db.query<{ f: string }>(
      `SELECT md5(string_agg(concat_ws('|', id, code, name_en, name_ne, palika_type, ward_count), ',' ORDER BY id)) AS f FROM palikas`,
    )
  )[0].f;

describe(`the national hierarchy on a fresh machine (${DATABASE_KIND})`, () => {
  it('has every province, district, palika and ward, with the type split of the law', async () => {
    expect(await counts()).toEqual({ provinces: 7, districts: 77, palikas: 753, wards: 6743 });
    expect(await typeSplit()).toEqual(SPLIT);
  });

  it('uses current official names, and keeps the former ones for search', async () => {
    const provinces = await t.db.query<{ name_en: string; name_ne: string }>(
      'SELECT name_en, name_ne FROM provinces ORDER BY id',
    );
    expect(provinces.map((p) => p.name_en)).toEqual([
      'Koshi Province',
      'Madhesh Province',
      'Bagmati Province',
      'Gandaki Province',
      'Lumbini Province',
      'Karnali Province',
      'Sudurpashchim Province',
    ]);
    expect(provinces[6].name_ne).toBe('सुदूरपश्चिम प्रदेश');
    const renamed = await t.db.query<{ name_en: string; name_en_alt: string; name_ne: string }>(
      "SELECT name_en, name_en_alt, name_ne FROM palikas WHERE name_en IN ('Aamachhodingmo', 'Dodhara Chandani') ORDER BY name_en",
    );
    expect(renamed).toEqual([
      { name_en: 'Aamachhodingmo', name_en_alt: 'Parbatikunda', name_ne: 'आमाछोदिङमो' },
      { name_en: 'Dodhara Chandani', name_en_alt: 'Mahakali', name_ne: 'दोधारा चाँदनी' },
    ]);
    const [bethanchok] = await t.db.query<{ ward_count: number; wards: number }>(
      "SELECT ward_count, (SELECT count(*)::int FROM wards w WHERE w.palika_id = p.id) AS wards FROM palikas p WHERE name_en = 'Bethanchok'",
    );
    expect(bethanchok).toEqual({ ward_count: 6, wards: 6 });
    const broken = await t.db.query(
      "SELECT name_ne FROM palikas WHERE name_ne ~ '[\u200B-\u200D]' UNION ALL SELECT name_ne FROM districts WHERE name_ne ~ '[\u200B-\u200D]'",
    );
    expect(broken).toEqual([]);
  });
});

if (existsSync(OFFICIAL)) {
  describe(`npm run import:geography with the official data set (${DATABASE_KIND})`, () => {
    it('refuses a broken file, names every bad row, and writes nothing', async () => {
      const before = await fingerprint();
      const folder = mkdtempSync(path.join(tmpdir(), 'cbr-geo-'));
      try {
        cpSync(OFFICIAL, folder, { recursive: true });
        const lines = readFileSync(path.join(folder, 'palikas.csv'), 'utf8').split('\n');
        lines[4] = lines[4].replace(/^(\d+),(\d+),(\d+),/, '$1,$2,999,');
        lines[6] = lines[6].replace(/^(\d+),(\d+),/, (_, id) => `${id},${lines[5].split(',')[1]},`);
        writeFileSync(path.join(folder, 'palikas.csv'), lines.join('\n'));
        const result = await importGeography(t.db, folder);
        expect(result.ok).toBe(false);
        const problems = result.ok
          ? []
          : result.problems.map((p) => `${p.file}:${p.line}: ${p.message}`);
        expect(problems).toContain('palikas.csv:5: district_id 999 is no district');
        expect(problems).toContainEqual(
          expect.stringMatching(/^palikas\.csv:7: code \d+ repeats line 6$/),
        );
        expect(await fingerprint()).toBe(before);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });

    it('updates the hierarchy in place, fills the codes, keeps users attached, and changes nothing the second time', async () => {
      const before = await login(t.app, 'palika');
      const palikaId = (before.checkUser.palika as { _id: number }[])[0]._id;
      const first = await importGeography(t.db, OFFICIAL);
      expect(first).toMatchObject({
        ok: true,
        summary: {
          provinces: { inserted: 0 },
          districts: { inserted: 0 },
          palikas: { inserted: 0 },
          wards: { inserted: 0, removed: 0 },
        },
      });
      expect(await counts()).toEqual({ provinces: 7, districts: 77, palikas: 753, wards: 6743 });
      expect(await typeSplit()).toEqual(SPLIT);
      const [missing] = await t.db.query<{ n: number }>(
        'SELECT (SELECT count(*) FROM palikas WHERE code IS NULL) + (SELECT count(*) FROM wards WHERE code IS NULL) AS n',
      );
      expect(Number(missing.n)).toBe(0);
      const after = await login(t.app, 'palika');
      expect(after.checkUser.palika).toEqual([
        { _id: palikaId, code: '11214', name: 'Biratnagar', nameNe: 'बिराटनगर' },
      ]);
      const byCode = await call(t.app, {
        url: `/api/geography/search?q=${encodeURIComponent('११२१४')}`,
        token: after.token,
      });
      expect(byCode.body.items[0]).toMatchObject({
        id: palikaId,
        code: '11214',
        nameEn: 'Biratnagar',
        level: 'palika',
      });
      const again = await importGeography(t.db, OFFICIAL);
      expect(again).toEqual({
        ok: true,
        summary: {
          provinces: { inserted: 0, updated: 0 },
          districts: { inserted: 0, updated: 0 },
          palikas: { inserted: 0, updated: 0 },
          wards: { inserted: 0, updated: 0, removed: 0 },
        },
      });
      // Two passes over 753 palikas and 6,743 wards: over 30 s on the embedded database of a
      // loaded CI machine (the one failure of the run on 6bf3b89).
    }, 120_000);
  });
}
