import { PROFILE_RECORDS } from '@/shared/record-kinds';
import { profileFilterParameters } from './pwd-schemas';
import { recordPaths, tenant } from './record-paths';
import { enumOf } from './schema-helpers';

const sortParameters = [
  {
    name: 'sort',
    in: 'query',
    schema: enumOf([
      'registrationNo',
      'nameNe',
      'nameEn',
      'age',
      'registrationDate',
      'palika',
      'severityClass',
    ]),
  },
  { name: 'order', in: 'query', schema: enumOf(['asc', 'desc']) },
];

export const pwdPaths = {
  ...recordPaths({
    ...PROFILE_RECORDS,
    tag: 'pwd',
    summaries: {
      list: 'Persons with disabilities in your area, a page at a time',
      create: 'Register a person; a retry with the same id returns the first record',
      export: 'Every filtered profile you may see, in chunks for a CSV or Excel file',
      get: 'One profile',
      update: 'Edit a profile from the version the edit started from',
      delete: 'Soft-delete a profile, with a reason',
      restore: 'Undo a soft delete (administrators)',
      history: "The profile's audit trail: who changed what, when, before and after",
    },
    schemas: {
      record: 'Profile',
      page: 'ProfilePage',
      create: 'ProfileCreate',
      update: 'ProfileUpdate',
      exportChunk: 'ProfileExportChunk',
    },
    filters: profileFilterParameters,
    listOnly: sortParameters,
    createErrors: [400, 401, 403, 409],
  }),
  '/api/pwd/profiles/duplicates': {
    post: tenant({
      operationId: 'findDuplicates',
      tags: ['pwd'],
      summary:
        'Possible duplicates you may see: same citizenship, NIN or card, or same name, birth date, parent and ward',
      response: 'DuplicateList',
      body: 'DuplicateCheck',
      errors: [400, 401, 403],
    }),
  },
};
