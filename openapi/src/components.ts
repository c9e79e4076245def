import {
  ERROR_CODES,
  FIELD_ERRORS_COUNTED,
  FIELD_ERRORS_SHOWN,
  FIELD_ERROR_CODES,
} from '@/shared/errors';
import { LINKED_KINDS } from '@/shared/palika/links';
import { ROLES } from '@/shared/roles';
import {
  arrayOf,
  boolean,
  enumOf,
  integer,
  nullable,
  object,
  ref,
  string,
  type JsonSchema,
} from './schema-helpers';

const USERNAME = string({ minLength: 3, maxLength: 60, pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$' });

/** What an administrator sets on a person's account, on creation and on every edit. */
const USER_FIELDS = {
  fullname: string({ minLength: 1, maxLength: 120 }),
  role: enumOf(['SUPER_ADMIN', 'ADMIN', 'PROVINCE', 'DISTRICT', 'PALIKA', 'CBRF']),
  provinceIds: arrayOf(integer({ minimum: 1 }), { maxItems: 7, uniqueItems: true }),
  districtIds: arrayOf(integer({ minimum: 1 }), { maxItems: 77, uniqueItems: true }),
  palikaIds: arrayOf(integer({ minimum: 1 }), { maxItems: 100, uniqueItems: true }),
  batch: nullable(string({ maxLength: 60 })),
  phone: nullable(string({ maxLength: 20, pattern: '^[0-9+ -]*$' })),
  email: nullable(string({ maxLength: 120, format: 'email' })),
};

const place = object({
  _id: integer(),
  code: nullable(
    string({ description: 'Census-2021 (NSO) code, once the official data set is imported' }),
  ),
  name: string(),
  nameNe: string(),
});

export const schemas: Record<string, JsonSchema> = {
  Error: object({
    statusCode: integer(),
    message: object(
      {
        reason: string({
          description: 'English text for logs and for clients without a translation',
        }),
        code: enumOf(ERROR_CODES),
        fields: arrayOf(ref('FieldError'), {
          maxItems: FIELD_ERRORS_SHOWN,
          description: `The wrong fields, the first ${FIELD_ERRORS_SHOWN} at most`,
        }),
        moreFields: integer({
          minimum: 1,
          description: `Wrong fields found beyond the ${FIELD_ERRORS_SHOWN} named`,
        }),
        moreFieldsAtLeast: boolean({
          description:
            `Present (true) when the server stopped looking after ${FIELD_ERRORS_COUNTED} wrong ` +
            'fields: there are at least `moreFields` more',
        }),
        details: ref('PeriodLocked'),
      },
      ['reason', 'code'],
    ),
  }),
  PeriodLocked: {
    ...object({
      palikaId: integer(),
      fiscalYear: integer(),
      period: integer({ minimum: 1, maximum: 3 }),
      state: enumOf(['submitted', 'approved', 'accepted']),
      movedBy: string({ description: 'The full name of who moved the report into its state' }),
      movedAt: string({ format: 'date-time' }),
    }),
    description:
      'With `periodLocked` (409): the report (palika, fiscal year, four-month period) the record ' +
      'counts in, its state, and who moved it there and when (issue 39 §2)',
  },
  FieldError: object(
    {
      field: string(),
      code: enumOf(FIELD_ERROR_CODES),
      limit: {
        type: 'number',
        description:
          'The bound the value broke: a length, a count, or an amount (a target may reach 10¹²)',
      },
      other: string({ description: 'The other record the value clashes with (a batch code)' }),
    },
    ['field', 'code'],
  ),
  Role: enumOf(ROLES),
  LinkedRecord: object({
    _id: string({ format: 'uuid' }),
    kind: enumOf(LINKED_KINDS),
    nameNe: nullable(
      string({ description: 'A ward has a Nepali name only when its profile gives one' }),
    ),
    nameEn: nullable(string()),
    wardNo: integer(),
  }),
  Place: place,
  SessionUser: object(
    {
      _id: string({ format: 'uuid' }),
      fullname: string(),
      username: string(),
      role: ref('Role'),
      status: enumOf(['ACTIVE', 'BLOCKED']),
      userType: enumOf(['NORMAL', 'GROUP']),
      province: arrayOf(ref('Place')),
      district: arrayOf(ref('Place')),
      palika: arrayOf(ref('Place')),
      groupMembers: arrayOf(string({ format: 'uuid' })),
      batch: nullable(string()),
      name: string(),
      groupName: nullable(string()),
      viaGroup: nullable(
        string({ description: 'The group account this member signed in through' }),
      ),
      mustChangePassword: { type: 'boolean' },
    },
    [
      '_id',
      'fullname',
      'username',
      'role',
      'status',
      'userType',
      'palika',
      'district',
      'groupMembers',
      'batch',
      'name',
      'groupName',
    ],
  ),
  GroupMember: object({ _id: string({ format: 'uuid' }), name: string(), role: ref('Role') }),
  LoginRequest: object({
    username: string({ minLength: 1, maxLength: 100 }),
    password: string({ minLength: 1, maxLength: 200 }),
  }),
  LoginResponse: object(
    { checkUser: ref('SessionUser'), token: string(), memberData: arrayOf(ref('GroupMember')) },
    ['checkUser', 'token'],
  ),
  GroupMemberLoginRequest: object({ memberId: string({ format: 'uuid' }) }),
  ChangePasswordRequest: object({
    currentPassword: string({ minLength: 1, maxLength: 200 }),
    newPassword: string({ minLength: 1, maxLength: 200 }),
  }),
  Done: object({ ok: { type: 'boolean', const: true } }),
  UserSummary: object({
    _id: string({ format: 'uuid' }),
    username: string(),
    fullname: string(),
    role: ref('Role'),
    status: enumOf(['ACTIVE', 'BLOCKED']),
    userType: enumOf(['NORMAL', 'GROUP']),
    lastLoginAt: nullable(string({ format: 'date-time' })),
    places: arrayOf(ref('Place'), { description: 'The provinces, districts or palikas assigned' }),
  }),
  UserDetail: object({
    _id: string({ format: 'uuid' }),
    username: string(),
    fullname: string(),
    role: ref('Role'),
    status: enumOf(['ACTIVE', 'BLOCKED']),
    blockedReason: nullable(string()),
    blockedAt: nullable(string({ format: 'date-time' })),
    userType: enumOf(['NORMAL', 'GROUP']),
    provinceIds: arrayOf(integer()),
    districtIds: arrayOf(integer()),
    palikaIds: arrayOf(integer()),
    places: arrayOf(ref('Place')),
    batch: nullable(string()),
    phone: nullable(string()),
    email: nullable(string()),
    mustChangePassword: boolean(),
    lastLoginAt: nullable(string({ format: 'date-time' })),
    createdAt: string({ format: 'date-time' }),
    createdBy: nullable(string()),
    updatedAt: string({ format: 'date-time' }),
    updatedBy: nullable(string()),
    version: integer(),
  }),
  UserInput: object({ username: USERNAME, ...USER_FIELDS }, ['username', 'fullname', 'role']),
  UserUpdate: object(
    {
      ...USER_FIELDS,
      version: integer({ minimum: 1, description: 'The version the edit started from' }),
    },
    ['fullname', 'role', 'version'],
  ),
  Reason: object({ reason: string({ minLength: 3, maxLength: 300 }) }),
  UserCreated: object({
    user: ref('UserDetail'),
    oneTimePassword: string({ description: 'Shown once; the user must change it at next sign-in' }),
  }),
  OneTimePassword: object({ oneTimePassword: string() }),
  AuditEntry: object({
    id: integer(),
    at: string({ format: 'date-time' }),
    actor: nullable(string()),
    viaGroup: nullable(string()),
    action: string(),
    before: nullable({
      type: 'object',
      additionalProperties: true,
      description: 'The changed fields as they were',
    }),
    after: nullable({
      type: 'object',
      additionalProperties: true,
      description: 'The changed fields as they became',
    }),
  }),
  AuditList: object({ items: arrayOf(ref('AuditEntry')) }),
  RecordImportAnswer: object({
    checked: integer({ description: 'Rows read' }),
    written: integer({ description: 'Records made: all the rows, or none when any was refused' }),
    problems: arrayOf(
      object(
        {
          row: integer({ minimum: 1, description: 'The row under the header, from 1' }),
          field: string(),
          code: string(),
          limit: integer(),
          other: string(),
        },
        ['row', 'field', 'code'],
      ),
    ),
  }),
  UserPage: object({
    items: arrayOf(ref('UserSummary')),
    total: integer(),
    page: integer(),
    pageSize: integer(),
  }),
  GroupSummary: object({
    _id: string({ format: 'uuid' }),
    username: string(),
    name: string(),
    status: enumOf(['ACTIVE', 'BLOCKED']),
    palika: nullable(ref('Place')),
    members: arrayOf(ref('GroupMember')),
  }),
  GroupList: object({ items: arrayOf(ref('GroupSummary')) }),
  GroupInput: object({
    username: USERNAME,
    name: string({ minLength: 1, maxLength: 120 }),
    palikaId: integer({ minimum: 1 }),
  }),
  GroupCreated: object({ group: ref('GroupSummary'), oneTimePassword: string() }),
  MemberInput: object({ memberId: string({ format: 'uuid' }) }),
  GeoLevel: enumOf(['province', 'district', 'palika', 'ward']),
  GeoPlace: object({
    id: integer(),
    level: ref('GeoLevel'),
    code: nullable(
      string({ description: 'Census-2021 (NSO) code, once the official data set is imported' }),
    ),
    nameEn: string(),
    nameNe: string(),
    altNames: arrayOf(string(), { description: 'Other spellings and former names, for search' }),
    parentId: nullable(integer()),
    provinceId: integer(),
    districtId: nullable(integer()),
    palikaType: nullable(
      enumOf(['metropolitan', 'sub_metropolitan', 'municipality', 'rural_municipality']),
    ),
    wardCount: nullable(integer()),
  }),
  GeoPlaceList: object({ items: arrayOf(ref('GeoPlace')) }),
  Scope: object({
    national: { type: 'boolean' },
    provinceIds: arrayOf(integer(), { description: 'Provinces wholly in scope' }),
    districtIds: arrayOf(integer(), { description: 'Districts wholly in scope' }),
    palikaIds: arrayOf(integer(), {
      description: 'Every palika in scope (empty for a national user: all are)',
    }),
    reachProvinceIds: arrayOf(integer(), {
      description: 'Provinces holding at least one palika in scope (for pickers)',
    }),
    reachDistrictIds: arrayOf(integer(), {
      description: 'Districts holding at least one palika in scope (for pickers)',
    }),
  }),
  SystemInfo: object({
    buildId: string(),
    database: enumOf(['pglite', 'postgres']),
    migrations: arrayOf(string()),
    startedAt: string({ format: 'date-time' }),
  }),
};
