import type { Handlers } from '../../plugins/operations';
import { listUsers } from './users-repository';

export const userHandlers: Pick<Handlers, 'listUsers'> = {
  listUsers: ({ db, query }) => listUsers(db, { page: query.page ?? 1, pageSize: query.pageSize ?? 25, search: query.search }),
};
