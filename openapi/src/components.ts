import { ERROR_CODES, FIELD_ERROR_CODES } from '../../src/shared/errors';
import { ROLES } from '../../src/shared/roles';
import { arrayOf, enumOf, integer, nullable, object, ref, string, type JsonSchema } from './schema-helpers';

const place = object({ _id: integer(), code: nullable(string({ description: 'Census-2021 (NSO) code, once the official data set is imported' })), name: string(), nameNp: string() });

export const schemas: Record<string, JsonSchema> = {
  Error: object({
    statusCode: integer(),
    message: object(
      {
        reason: string({ description: 'English text for logs and for clients without a translation' }),
        code: enumOf(ERROR_CODES),
        fields: arrayOf(ref('FieldError')),
      },
      ['reason', 'code'],
    ),
  }),
  FieldError: object(
    { field: string(), code: enumOf(FIELD_ERROR_CODES), limit: integer() },
    ['field', 'code'],
  ),
  Role: enumOf(ROLES),
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
      viaGroup: nullable(string({ description: 'The group account this member signed in through' })),
      mustChangePassword: { type: 'boolean' },
    },
    ['_id', 'fullname', 'username', 'role', 'status', 'userType', 'palika', 'district', 'groupMembers', 'batch', 'name', 'groupName'],
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
  }),
  UserPage: object({ items: arrayOf(ref('UserSummary')), total: integer(), page: integer(), pageSize: integer() }),
  GeoLevel: enumOf(['province', 'district', 'palika', 'ward']),
  GeoPlace: object(
    {
      id: integer(),
      level: ref('GeoLevel'),
      code: nullable(string({ description: 'Census-2021 (NSO) code, once the official data set is imported' })),
      nameEn: string(),
      nameNe: string(),
      altNames: arrayOf(string(), { description: 'Other spellings and former names, for search' }),
      parentId: nullable(integer()),
      provinceId: integer(),
      districtId: nullable(integer()),
      palikaType: nullable(enumOf(['metropolitan', 'sub_metropolitan', 'municipality', 'rural_municipality'])),
      wardCount: nullable(integer()),
    },
  ),
  GeoPlaceList: object({ items: arrayOf(ref('GeoPlace')) }),
  Scope: object({
    national: { type: 'boolean' },
    provinceIds: arrayOf(integer(), { description: 'Provinces wholly in scope' }),
    districtIds: arrayOf(integer(), { description: 'Districts wholly in scope' }),
    palikaIds: arrayOf(integer(), { description: 'Every palika in scope (empty for a national user: all are)' }),
  }),
  SystemInfo: object({
    buildId: string(),
    database: enumOf(['pglite', 'postgres']),
    migrations: arrayOf(string()),
    startedAt: string({ format: 'date-time' }),
  }),
};
