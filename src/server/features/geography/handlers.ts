import { notFound } from '@/server/platform/http-error';
import type { Handlers } from '@/server/plugins/operations';
import * as places from './repository';
import type { FastifyReply } from 'fastify';

/** The hierarchy changes only on import: browsers keep it for an hour. */
function cached<T>(reply: FastifyReply, value: T | undefined, what: string): T {
  if (value === undefined) throw notFound(`No such ${what}`);
  reply.header('cache-control', 'private, max-age=3600');
  return value;
}

const items = <T>(reply: FastifyReply, list: T[]) => cached(reply, { items: list }, 'list');

export const geographyHandlers: Pick<
  Handlers,
  | 'listProvinces'
  | 'getProvince'
  | 'listProvinceDistricts'
  | 'getDistrict'
  | 'listDistrictPalikas'
  | 'getPalika'
  | 'listPalikaWards'
  | 'searchPlaces'
  | 'myScope'
> = {
  listProvinces: async ({ db, reply }) => items(reply, await places.listProvinces(db)),
  getProvince: async ({ db, reply, params }) =>
    cached(reply, await places.getProvince(db, params.id), 'province'),
  listProvinceDistricts: async ({ db, reply, params }) => {
    cached(reply, await places.getProvince(db, params.id), 'province');
    return items(reply, await places.listDistricts(db, params.id));
  },
  getDistrict: async ({ db, reply, params }) =>
    cached(reply, await places.getDistrict(db, params.id), 'district'),
  listDistrictPalikas: async ({ db, reply, params }) => {
    cached(reply, await places.getDistrict(db, params.id), 'district');
    return items(reply, await places.listPalikas(db, params.id));
  },
  getPalika: async ({ db, reply, params }) =>
    cached(reply, await places.getPalika(db, params.id), 'palika'),
  listPalikaWards: async ({ db, reply, params }) => {
    const palika = cached(reply, await places.getPalika(db, params.id), 'palika');
    return items(reply, await places.listWards(db, palika));
  },
  searchPlaces: async ({ db, reply, query }) =>
    items(reply, await places.searchPlaces(db, query.q, query.level, query.limit ?? 20)),
  myScope: async ({ session, reply }) => {
    reply.header('cache-control', 'no-store');
    return session.scope;
  },
};
