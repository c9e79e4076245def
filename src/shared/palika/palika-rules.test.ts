import { describe, expect, it } from 'vitest';
import { palikaProfileProblems } from './palika-rules';

const TODAY = '2026-11-25';
const fields = (problems: { field: string; code: string }[]) =>
  problems.map((p) => `${p.field}:${p.code}`);

describe('the rules of a palika profile', () => {
  it('keeps a sound profile with its facilitators', () => {
    expect(
      palikaProfileProblems(
        {
          phone: '021-470123',
          email: 'info@biratnagarmun.gov.np',
          website: 'https://biratnagarmun.gov.np',
          populationTotal: 244750,
          populationFemale: 122000,
          pwdCensusCount: 5100,
          committeeFormedOn: '2019-03-01',
          cbrfs: [{ name: 'Sarita Rai', phone: '9842000001', appointedOn: '2024-01-15' }],
        },
        TODAY,
      ),
    ).toEqual([]);
  });

  it('names each malformed contact, figure above the total, future date and unnamed facilitator', () => {
    expect(
      fields(
        palikaProfileProblems(
          {
            phone: '12',
            email: 'office',
            website: 'not a site',
            populationTotal: 100,
            pwdCensusCount: 200,
            idCardProcedureOn: '2027-01-01',
            cbrfs: [{ name: ' ', phone: '5', appointedOn: '2030-01-01' }],
          },
          TODAY,
        ),
      ),
    ).toEqual([
      'phone:invalidFormat',
      'email:invalidFormat',
      'website:invalidFormat',
      'pwdCensusCount:tooLarge',
      'idCardProcedureOn:tooLarge',
      'cbrfs.0.name:required',
      'cbrfs.0.phone:invalidFormat',
      'cbrfs.0.appointedOn:tooLarge',
    ]);
  });
});
