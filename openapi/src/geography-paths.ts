import { bearer, enumOf, errors, integer, json, ref, string } from './schema-helpers';

const idParam = { name: 'id', in: 'path', required: true, schema: integer({ minimum: 1 }) };

/** A read of the national hierarchy: public facts, any signed-in user, cached by the browser. */
const geography = (
  operationId: string,
  summary: string,
  schema: string,
  parameters: object[] = [],
) => ({
  get: {
    operationId,
    summary,
    tags: ['geography'],
    security: bearer,
    'x-access': 'signedIn',
    'x-session': ['user'],
    parameters,
    responses: { '200': json(ref(schema), summary), ...errors(400, 401, 404) },
  },
});

/** The national hierarchy (provinces, districts, palikas, wards), a search of it, and the caller's scope. */
export const geographyPaths = {
  '/api/geography/provinces': geography('listProvinces', 'The seven provinces', 'GeoPlaceList'),
  '/api/geography/provinces/{id}': geography('getProvince', 'One province', 'GeoPlace', [idParam]),
  '/api/geography/provinces/{id}/districts': geography(
    'listProvinceDistricts',
    'The districts of a province',
    'GeoPlaceList',
    [idParam],
  ),
  '/api/geography/districts/{id}': geography('getDistrict', 'One district', 'GeoPlace', [idParam]),
  '/api/geography/districts/{id}/palikas': geography(
    'listDistrictPalikas',
    'The palikas of a district',
    'GeoPlaceList',
    [idParam],
  ),
  '/api/geography/palikas/{id}': geography('getPalika', 'One palika', 'GeoPlace', [idParam]),
  '/api/geography/palikas/{id}/wards': geography(
    'listPalikaWards',
    'The wards of a palika',
    'GeoPlaceList',
    [idParam],
  ),
  '/api/geography/search': geography(
    'searchPlaces',
    'Places by name in either language, by another spelling, or by code',
    'GeoPlaceList',
    [
      { name: 'q', in: 'query', required: true, schema: string({ minLength: 1, maxLength: 60 }) },
      { name: 'level', in: 'query', schema: enumOf(['province', 'district', 'palika']) },
      { name: 'limit', in: 'query', schema: integer({ minimum: 1, maximum: 50, default: 20 }) },
    ],
  ),
  '/api/geography/scope': geography(
    'myScope',
    'The places the signed-in user may see and change',
    'Scope',
  ),
};
