import { describe, expect, it } from 'vitest';
import { ValidationError } from 'yup';
import { requiredFields } from './required-fields';

const missing = async (schema: ReturnType<typeof requiredFields>, values: object) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return [];
  } catch (error) {
    return (error as ValidationError).inner.map((e) => [e.path, e.message]).sort();
  }
};

describe('a form’s required fields, from the contract', () => {
  it('names every field the contract requires, as the form holds it, and no more', async () => {
    const errors = await missing(requiredFields('ServiceRecordUpdate'), {
      isGroup: false,
      categoryId: '',
      serviceDate: '2082-05-01',
      palikaId: 60,
      wardNo: '  ',
      quantity: '1',
    });
    expect(errors).toEqual([
      ['categoryId', 'field.required'],
      ['providerType', 'field.required'],
      ['unit', 'field.required'],
      ['wardNo', 'field.required'],
    ]);
  });

  it('takes false and zero as given, and an empty list as not', async () => {
    const schema = requiredFields('ProfileUpdate');
    const errors = (
      await missing(schema, { consentGiven: false, wardNo: 0, disabilityTypes: [] })
    ).map(([path]) => path);
    expect(errors).toContain('disabilityTypes');
    expect(errors).not.toContain('consentGiven');
    expect(errors).not.toContain('wardNo');
    expect(errors).not.toContain('version');
  });
});
