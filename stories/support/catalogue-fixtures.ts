import type { Schemas } from '@/shared/api/types';

type Node = Pick<
  Schemas['ServiceCategory'],
  'id' | 'code' | 'parentId' | 'level' | 'nameEn' | 'nameNe'
>;
const category = (
  node: Node,
  extra: Partial<Schemas['ServiceCategory']> = {},
): Schemas['ServiceCategory'] => ({
  ...node,
  defaultUnit: 'session',
  isIndividual: true,
  isGroup: false,
  recordKind: 'standard',
  requiresCard: false,
  eligibleSeverity: [],
  eligibleTypes: [],
  sortOrder: node.id,
  activeFromFy: 2075,
  activeToFy: null,
  attributeIds: [],
  isLeaf: false,
  inUse: false,
  version: 1,
  ...extra,
});

/** A branch of the catalogue: health, its rehabilitation (a leaf in use) and devices (one closed). */
export const CATEGORIES = [
  category({ id: 1, code: 'HEALTH', parentId: null, level: 1, nameEn: 'Health', nameNe: 'स्वास्थ्य' }),
  category({
    id: 2,
    code: 'HEALTH.REHAB',
    parentId: 1,
    level: 2,
    nameEn: 'Rehabilitation therapy',
    nameNe: 'पुनर्स्थापना सेवा',
  }),
  category(
    {
      id: 3,
      code: 'HEALTH.REHAB.PHYSIO',
      parentId: 2,
      level: 3,
      nameEn: 'Physiotherapy',
      nameNe: 'फिजियोथेरापी',
    },
    { isLeaf: true, inUse: true, attributeIds: [1] },
  ),
  category(
    {
      id: 4,
      code: 'HEALTH.AD',
      parentId: 1,
      level: 2,
      nameEn: 'Assistive devices',
      nameNe: 'सहायक सामग्री',
    },
    { recordKind: 'assistive_device' },
  ),
  category(
    {
      id: 5,
      code: 'HEALTH.AD.MOBILITY',
      parentId: 4,
      level: 3,
      nameEn: 'Mobility devices',
      nameNe: 'हिँडडुल सहायक सामग्री',
    },
    { isLeaf: true, recordKind: 'assistive_device', defaultUnit: 'item', activeToFy: 2082 },
  ),
];
export const ATTRIBUTES: Schemas['AttributeDefinition'][] = [
  {
    id: 1,
    code: 'sessions_planned',
    labelEn: 'Sessions planned',
    labelNe: 'योजना गरिएका सत्र',
    dataType: 'integer',
    options: [],
    min: 1,
    max: 20,
    maxLength: null,
    required: true,
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
    inUse: true,
    version: 1,
  },
];
