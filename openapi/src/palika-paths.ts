import {
  FCHV_RECORDS,
  HEALTH_FACILITY_RECORDS,
  PALIKA_PROFILE_RECORDS,
  SCHOOL_RECORDS,
  WARD_PROFILE_RECORDS,
} from '@/shared/record-kinds';
import { fchvFilterParameters } from './palika-fchv-schemas';
import { palikaProfileFilterParameters } from './palika-profile-schemas';
import { facilityFilterParameters } from './palika-schemas';
import { schoolFilterParameters } from './palika-school-schemas';
import { wardFilterParameters } from './palika-ward-schemas';
import { recordPaths, tenant } from './record-paths';
import { enumOf, integer } from './schema-helpers';

/** A palika's profiles: written by its own users, read by those whose area holds it. */
export const palikaPaths = {
  ...recordPaths({
    ...HEALTH_FACILITY_RECORDS,
    tag: 'palika',
    summaries: {
      list: 'Health facilities, filtered by place, type, ownership, service and status',
      create: 'Add a health facility (idempotent on the client id)',
      export: 'Health facilities for an export file, in chunks',
      get: 'A health facility',
      update: 'Change a health facility from the version read',
      delete: 'Delete a health facility (soft, with a reason)',
      restore: 'Restore a deleted health facility',
      history: 'Who changed the facility, when, from what to what',
      import:
        'Add the health facilities of a spreadsheet, all or none: every refused row named with its fields',
    },
    schemas: {
      record: 'HealthFacility',
      page: 'HealthFacilityPage',
      create: 'HealthFacilityCreate',
      update: 'HealthFacilityUpdate',
      exportChunk: 'HealthFacilityExportChunk',
      import: 'HealthFacilityImport',
    },
    filters: facilityFilterParameters,
    listOnly: [
      { name: 'sort', in: 'query', schema: enumOf(['name', 'ward', 'type']) },
      { name: 'order', in: 'query', schema: enumOf(['asc', 'desc']) },
    ],
  }),
  ...recordPaths({
    ...FCHV_RECORDS,
    tag: 'palika',
    summaries: {
      list: 'FCHVs, filtered by place, status, supervising facility, training and retirement',
      create: 'Add an FCHV with her trainings (idempotent on the client id)',
      export: 'FCHVs for an export file, in chunks',
      get: 'An FCHV',
      update: 'Change an FCHV from the version read',
      delete: 'Delete an FCHV (soft, with a reason)',
      restore: 'Restore a deleted FCHV',
      history: 'Who changed the FCHV, when, from what to what',
      import:
        'Add the FCHVs of a spreadsheet, all or none: every refused row named with its fields',
    },
    schemas: {
      record: 'Fchv',
      page: 'FchvPage',
      create: 'FchvCreate',
      update: 'FchvUpdate',
      exportChunk: 'FchvExportChunk',
      import: 'FchvImport',
    },
    filters: fchvFilterParameters,
    listOnly: [
      { name: 'sort', in: 'query', schema: enumOf(['name', 'ward', 'birthDate']) },
      { name: 'order', in: 'query', schema: enumOf(['asc', 'desc']) },
    ],
  }),
  ...recordPaths({
    ...WARD_PROFILE_RECORDS,
    tag: 'palika',
    summaries: {
      list: "Ward profiles, every ward of the user's area, filled in or not",
      export: 'Ward profiles for an export file, in chunks',
      get: "A ward's profile",
      update: "Change a ward's profile from the version read",
      history: "Who changed the ward's profile, when, from what to what",
    },
    schemas: {
      record: 'WardProfile',
      page: 'WardProfilePage',
      update: 'WardProfileUpdate',
      exportChunk: 'WardProfileExportChunk',
    },
    filters: wardFilterParameters,
    listOnly: [
      { name: 'sort', in: 'query', schema: enumOf(['ward', 'population']) },
      { name: 'order', in: 'query', schema: enumOf(['asc', 'desc']) },
    ],
  }),
  ...recordPaths({
    ...SCHOOL_RECORDS,
    tag: 'palika',
    summaries: {
      list: 'Schools, filtered by place, type, level, special education and accessibility',
      create:
        'Add a school with its enrolment of children with disabilities (idempotent on the client id)',
      export: 'Schools for an export file, in chunks',
      get: 'A school',
      update: 'Change a school from the version read',
      delete: 'Delete a school (soft, with a reason)',
      restore: 'Restore a deleted school',
      history: 'Who changed the school, when, from what to what',
      import:
        'Add the schools of a spreadsheet, all or none: every refused row named with its fields',
    },
    schemas: {
      record: 'School',
      page: 'SchoolPage',
      create: 'SchoolCreate',
      update: 'SchoolUpdate',
      exportChunk: 'SchoolExportChunk',
      import: 'SchoolImport',
    },
    filters: schoolFilterParameters,
    listOnly: [
      { name: 'sort', in: 'query', schema: enumOf(['name', 'ward', 'iemisCode']) },
      { name: 'order', in: 'query', schema: enumOf(['asc', 'desc']) },
    ],
  }),
  ...recordPaths({
    ...PALIKA_PROFILE_RECORDS,
    tag: 'palika',
    summaries: {
      list: "Palika profiles, every palika of the user's area, filled in or not",
      export: 'Palika profiles for an export file, in chunks',
      get: "A palika's profile",
      update: "Change a palika's profile from the version read",
      history: "Who changed the palika's profile, when, from what to what",
    },
    schemas: {
      record: 'PalikaProfile',
      page: 'PalikaProfilePage',
      update: 'PalikaProfileUpdate',
      exportChunk: 'PalikaProfileExportChunk',
    },
    filters: palikaProfileFilterParameters,
    listOnly: [
      { name: 'sort', in: 'query', schema: enumOf(['name', 'population', 'district']) },
      { name: 'order', in: 'query', schema: enumOf(['asc', 'desc']) },
    ],
  }),
  '/api/palika/standing': {
    get: tenant({
      operationId: 'palikaStanding',
      tags: ['palika'],
      summary:
        "A palika in its batch: its phase and calendar, agreement and cost share, the year's activities and output against plan by four-month period, and the batch's palikas beside it",
      response: 'PalikaStanding',
      errors: [400, 401, 404],
      parameters: [
        {
          name: 'palikaId',
          in: 'query',
          schema: integer({ minimum: 1 }),
          description: "The palika; a palika's own user may leave it out",
        },
        { name: 'fiscalYear', in: 'query', schema: integer({ minimum: 2060, maximum: 2100 }) },
      ],
    }),
  },
};
