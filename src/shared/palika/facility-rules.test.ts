import { describe, expect, it } from 'vitest';
import { facilityProblems } from './facility-rules';

const sound = { facilityType: 'health_post' as const, wardNo: 3 };
const fields = (problems: { field: string; code: string }[]) =>
  problems.map((p) => `${p.field}:${p.code}`);

describe('the rules of a health facility', () => {
  it('keeps a sound health post', () => {
    expect(facilityProblems({ ...sound, catchmentWards: [2, 3, 4] }, 19)).toEqual([]);
  });

  it('asks a hospital for its beds, and nothing of a health post', () => {
    expect(fields(facilityProblems({ ...sound, facilityType: 'primary_hospital' }))).toEqual([
      'beds:required',
    ]);
    expect(facilityProblems({ ...sound, facilityType: 'district_hospital', beds: 0 }, 19)).toEqual(
      [],
    );
  });

  it('names each malformed identifier and contact', () => {
    expect(
      fields(
        facilityProblems({
          ...sound,
          dhis2Uid: '1abcdefghij',
          inChargePhone: '12',
          email: 'in-charge at palika',
        }),
      ),
    ).toEqual(['dhis2Uid:invalidFormat', 'inChargePhone:invalidFormat', 'email:invalidFormat']);
    expect(
      facilityProblems({ ...sound, dhis2Uid: 'aBcDe123456', inChargePhone: '9841234567' }),
    ).toEqual([]);
  });

  it('keeps its ward and catchment inside the palika, each ward once', () => {
    expect(fields(facilityProblems({ ...sound, wardNo: 20, catchmentWards: [1, 1] }, 19))).toEqual([
      'wardNo:tooLarge',
      'catchmentWards:invalidValue',
    ]);
    expect(fields(facilityProblems({ ...sound, catchmentWards: [25] }, 19))).toEqual([
      'catchmentWards:invalidValue',
    ]);
  });

  it('takes a location whole and inside Nepal', () => {
    expect(fields(facilityProblems({ ...sound, latitude: 26.45 }))).toEqual(['longitude:required']);
    expect(fields(facilityProblems({ ...sound, latitude: 40, longitude: 87.27 }))).toEqual([
      'latitude:invalidValue',
    ]);
    expect(facilityProblems({ ...sound, latitude: 26.45, longitude: 87.27 })).toEqual([]);
  });
});
