import type { components, operations } from './schema';

/** Named types of the API contract (generated from openapi/openapi.json). */
export type Schemas = components['schemas'];
export type OperationId = keyof operations;

type JsonContent<T> = T extends { content: { 'application/json': infer Body } } ? Body : never;

export type RequestBody<Op extends OperationId> = operations[Op] extends { requestBody: infer B }
  ? JsonContent<NonNullable<B>>
  : undefined;
export type QueryOf<Op extends OperationId> = operations[Op]['parameters'] extends {
  query?: infer Q;
}
  ? NonNullable<Q>
  : never;
export type PathOf<Op extends OperationId> = operations[Op]['parameters'] extends { path?: infer P }
  ? NonNullable<P>
  : never;
export type OkBody<Op extends OperationId> = operations[Op]['responses'] extends { 200: infer R }
  ? JsonContent<R>
  : never;

export type SessionUser = Schemas['SessionUser'];
export type GroupMember = Schemas['GroupMember'];
