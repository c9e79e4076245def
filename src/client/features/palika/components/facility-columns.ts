import type { TableDeclaration } from '@/client/components/record-screen/declared-list';
import type { Schemas } from '@/shared/api/types';

/** Health facilities: name (opens it), type, ownership, place and ward, HMIS code, services, status. */
export const FACILITY_TABLE: TableDeclaration<Schemas['HealthFacility']> = {
  caption: 'page.healthFacilityProfile',
  columns: [
    {
      id: 'name',
      label: 'facility.column.name',
      sort: true,
      cell: { kind: 'open', names: (f) => f },
    },
    {
      id: 'type',
      label: 'facility.field.facilityType',
      sort: true,
      cell: { kind: 'enum', list: 'facilityType', value: (f) => f.facilityType },
    },
    {
      id: 'ownership',
      label: 'facility.field.ownership',
      cell: { kind: 'enum', list: 'ownership', value: (f) => f.ownership },
    },
    {
      id: 'ward',
      label: 'facility.column.place',
      sort: true,
      cell: { kind: 'place', value: (f) => f.palika, ward: (f) => f.wardNo },
    },
    {
      id: 'hmisCode',
      label: 'facility.field.hmisCode',
      cell: { kind: 'text', value: (f) => f.hmisCode },
    },
    {
      id: 'services',
      label: 'facility.column.services',
      cell: { kind: 'enums', list: 'facilityService', value: (f) => f.services },
    },
    {
      id: 'status',
      label: 'facility.field.operationalStatus',
      cell: { kind: 'enum', list: 'operationalStatus', value: (f) => f.operationalStatus },
    },
  ],
};
