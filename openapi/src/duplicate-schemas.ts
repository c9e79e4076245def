import { DUPLICATE_STATES, MATCH_REASONS } from '@/shared/pwd/duplicate-pairs';
import { arrayOf, enumOf, integer, isoDate, nullable, object, ref, string } from './schema-helpers';

const text = () => nullable(string());

/** The same person in two places (issue 40 §3): candidate pairs across the country. */
export const duplicateSchemas = {
  DuplicatePerson: object({
    id: string({ format: 'uuid' }),
    registrationNo: string(),
    registrationDate: isoDate(),
    nameNe: string(),
    nameEn: text(),
    gender: string(),
    dob: isoDate(),
    fatherName: text(),
    motherName: text(),
    citizenshipNo: text(),
    citizenshipDistrict: text(),
    nin: text(),
    cardNo: text(),
    palikaId: integer(),
    palika: string(),
    palikaNe: string(),
    district: string(),
    districtNe: string(),
    wardNo: nullable(integer()),
    services: integer({ description: 'Services recorded for the person, not deleted' }),
    deletedAt: nullable(string({ format: 'date-time' })),
  }),
  DuplicateLock: object({
    palikaId: integer(),
    fiscalYear: integer(),
    period: integer(),
    state: string(),
  }),
  DuplicatePair: object({
    id: integer(),
    state: enumOf(DUPLICATE_STATES),
    reasons: arrayOf(enumOf(MATCH_REASONS)),
    first: ref('DuplicatePerson'),
    second: ref('DuplicatePerson'),
    locked: nullable(ref('DuplicateLock')),
    keptId: nullable(string({ format: 'uuid' })),
    foundAt: string({ format: 'date-time' }),
    decidedBy: text(),
    decidedAt: nullable(string({ format: 'date-time' })),
    version: integer(),
  }),
  DuplicatePairPage: object({
    items: arrayOf(ref('DuplicatePair')),
    total: integer(),
    page: integer(),
    pageSize: integer(),
  }),
  DuplicateDecision: object(
    {
      decision: enumOf(['notDuplicate', 'merge']),
      keepId: string({ format: 'uuid', description: 'With merge: the person kept' }),
      version: integer({ minimum: 1 }),
    },
    ['decision', 'version'],
  ),
  DuplicateScan: object({
    keysWritten: integer({ description: 'Persons whose keys were made or remade' }),
    pairs: integer({ description: 'Open pairs after the scan' }),
    milliseconds: integer(),
  }),
  DuplicateFlags: object({
    items: arrayOf(object({ personId: string({ format: 'uuid' }) })),
  }),
};
