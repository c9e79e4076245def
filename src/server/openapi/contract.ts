import type { AccessLevel } from '@/shared/access';
import committed from '../../../openapi/openapi.json' with { type: 'json' };

type Json = Record<string, unknown>;

export type SessionKind = 'user' | 'group';

export interface Operation {
  operationId: string;
  method: string;
  /** The OpenAPI path, `/api/users/{id}`. */
  path: string;
  access: AccessLevel;
  sessions: SessionKind[];
  /** `x-tenant`: the handler works on records of palikas, through the caller's scope. */
  tenant: boolean;
  /** `x-body-limit`: the largest body this operation reads, when above the server's default (an import). */
  bodyLimit?: number;
  schema: { body?: Json; querystring?: Json; params?: Json; response: Record<string, Json> };
}

/** The committed contract (in the server build's bundle): served at /api/openapi.json and used for validation. */
export const contract: Json = committed as Json;

/** Replaces every local `$ref` with the schema it names (the contract has no recursive schemas). */
function dereference(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(dereference);
  if (!node || typeof node !== 'object') return node;
  const ref = (node as Json).$ref;
  if (typeof ref === 'string') {
    const name = ref.replace('#/components/schemas/', '');
    return dereference(((contract.components as Json).schemas as Json)[name]);
  }
  return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, dereference(value)]));
}

function parameterSchema(parameters: Json[], location: 'query' | 'path'): Json | undefined {
  const selected = parameters.filter((p) => p.in === location);
  if (selected.length === 0)
    return location === 'query' ? { type: 'object', additionalProperties: false } : undefined;
  return {
    type: 'object',
    additionalProperties: false,
    properties: Object.fromEntries(selected.map((p) => [p.name, p.schema])),
    required: selected.filter((p) => p.required || location === 'path').map((p) => p.name),
  };
}

function responseSchemas(responses: Json): Record<string, Json> {
  return Object.fromEntries(
    Object.entries(responses).map(([status, response]) => {
      const content = (response as Json).content as Json | undefined;
      return [status, ((content?.['application/json'] as Json | undefined)?.schema ?? {}) as Json];
    }),
  );
}

const withoutUndefined = <T extends object>(value: T): T =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as T;

export function operations(): Operation[] {
  const result: Operation[] = [];
  for (const [apiPath, item] of Object.entries(contract.paths as Json)) {
    for (const [method, raw] of Object.entries(dereference(item) as Json)) {
      const op = raw as Json;
      const parameters = (op.parameters ?? []) as Json[];
      const body = ((op.requestBody as Json | undefined)?.content as Json | undefined)?.[
        'application/json'
      ] as Json | undefined;
      result.push({
        operationId: op.operationId as string,
        method: method.toUpperCase(),
        path: apiPath,
        access: op['x-access'] as AccessLevel,
        sessions: (op['x-session'] ?? []) as SessionKind[],
        tenant: op['x-tenant'] === true,
        ...(typeof op['x-body-limit'] === 'number' && { bodyLimit: op['x-body-limit'] }),
        schema: withoutUndefined({
          body: body?.schema as Json | undefined,
          querystring: parameterSchema(parameters, 'query'),
          params: parameterSchema(parameters, 'path'),
          response: responseSchemas(op.responses as Json),
        }),
      });
    }
  }
  return result;
}
