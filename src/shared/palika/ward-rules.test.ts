import { describe, expect, it } from 'vitest';
import { populationAddsUp } from './place-rules';
import { wardProblems } from './ward-rules';

const TODAY = '2026-11-24';
const fields = (problems: { field: string; code: string }[]) =>
  problems.map((p) => `${p.field}:${p.code}`);

describe('the rules of a ward profile', () => {
  it('keeps a sound ward', () => {
    const ward = {
      officePhone: '021-525252',
      officeEmail: 'ward5@biratnagarmun.gov.np',
      areaSqKm: 4.2,
      populationTotal: 12000,
      populationMale: 5900,
      populationFemale: 6080,
      populationOther: 20,
      populationYear: 2078,
      pwdCensusCount: 260,
      households: 2900,
      dprpCommitteeFormed: true,
      committeeFormedOn: '2024-01-15',
    };
    expect(wardProblems(ward, TODAY)).toEqual([]);
    expect(populationAddsUp(ward)).toBe(true);
  });

  it('names malformed contacts, an empty area, parts above the total and a future year', () => {
    expect(
      fields(
        wardProblems(
          {
            chairPhone: '12',
            officeEmail: 'ward office',
            areaSqKm: 0,
            populationTotal: 100,
            pwdCensusCount: 120,
            populationYear: 2090,
          },
          TODAY,
        ),
      ),
    ).toEqual([
      'chairPhone:invalidFormat',
      'officeEmail:invalidFormat',
      'areaSqKm:tooSmall',
      'pwdCensusCount:tooLarge',
      'populationYear:tooLarge',
    ]);
  });

  it('asks when a DPRP committee was formed, not after today; warns of parts that do not add up', () => {
    expect(fields(wardProblems({ dprpCommitteeFormed: true }, TODAY))).toEqual([
      'committeeFormedOn:required',
    ]);
    expect(fields(wardProblems({ committeeFormedOn: '2027-01-01' }, TODAY))).toEqual([
      'committeeFormedOn:tooLarge',
    ]);
    expect(
      populationAddsUp({
        populationTotal: 100,
        populationMale: 50,
        populationFemale: 49,
        populationOther: 0,
      }),
    ).toBe(false);
  });
});
