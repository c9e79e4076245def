/** A full attribute definition for a service record, as the super admin's form sends it. */
export function attributeInput(extra: Record<string, unknown>) {
  return {
    options: [],
    min: null,
    max: null,
    maxLength: null,
    required: false,
    helpEn: null,
    helpNe: null,
    unit: null,
    aggregation: 'sum',
    disaggregation: null,
    refKind: null,
    appliesTo: ['service_record'],
    activeFromFy: 2075,
    activeToFy: null,
    sortOrder: 0,
    ...extra,
  };
}
