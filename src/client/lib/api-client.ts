import createClient, { type MaybeOptionalInit } from 'openapi-fetch';
import type { paths } from '@/shared/api/schema';
import {
  type ErrorCode,
  type ErrorMessage,
  type FieldError,
  errorCodeOf,
  errorMessageOf,
} from '@/shared/errors';
import { storedToken } from './storage';

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
type PathsWith<M extends Method> = {
  [P in keyof paths]: paths[P] extends Record<M, object> ? P : never;
}[keyof paths];
type Init<M extends Method, P extends keyof paths> = MaybeOptionalInit<paths[P], M>;
type Data<M extends Method, P extends keyof paths> = paths[P][M] extends {
  responses: { 200: { content: { 'application/json': infer D } } };
}
  ? D
  : unknown;

export interface CallOptions {
  /** A token to send instead of the stored one (the group token, say). */
  token?: string;
  /** false for calls that must not carry the stored token (sign-in). */
  authenticated?: boolean;
  /** The message when the response carries none. */
  fallback?: string;
}

/** A failed call. `status` is 0 when the server could not be reached. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }

  get code(): ErrorCode | undefined {
    return errorCodeOf(this.body);
  }

  get fields(): FieldError[] {
    const message = (this.body as { message?: { fields?: FieldError[] } } | undefined)?.message;
    return message?.fields ?? [];
  }

  /** The wrong fields the answer counted but did not name (beyond its first hundred). */
  get moreFields(): MoreFields | undefined {
    const message = (this.body as { message?: Partial<ErrorMessage> } | undefined)?.message;
    const count = message?.moreFields;
    return typeof count === 'number' && count > 0
      ? { count, atLeast: message?.moreFieldsAtLeast === true }
      : undefined;
  }
}

/** How many more wrong fields there were than an answer names; `atLeast` when the server stopped counting. */
export interface MoreFields {
  count: number;
  atLeast: boolean;
}

/** The message id (`apiError.<code>`) of any failed call, for the person reading it in their language. */
export function apiErrorMessageId(error: unknown): string {
  if (error instanceof ApiError)
    return error.status === 0
      ? 'signIn.failure.unreachable'
      : `apiError.${error.code ?? 'internal'}`;
  return 'apiError.internal';
}

/** The API host: same origin unless VITE_API_HOST is configured at build time. */
const client = createClient<paths>({
  baseUrl: import.meta.env.VITE_API_HOST ?? window.location.origin,
  // Looked up at call time, so a replaced global fetch (tests, service workers) is used.
  fetch: (request) => globalThis.fetch(request),
});

let unauthorizedHandler: () => void = () => undefined;

/** What to do on any 401 of an authenticated call: the app signs the user out and goes to the root. */
export function onUnauthorized(handler: () => void): void {
  unauthorizedHandler = handler;
}

async function send<M extends Method, P extends PathsWith<M>>(
  method: M,
  path: P,
  init: Init<M, P> | undefined,
  options: CallOptions = {},
) {
  const token = options.token ?? (options.authenticated === false ? null : storedToken());
  const { body, headers, ...rest } = (init ?? {}) as {
    body?: unknown;
    headers?: Record<string, string>;
  };
  const request = {
    ...rest,
    ...(method === 'get' ? {} : { body }),
    headers: { ...headers, ...(token ? { Authorization: `Bearer ${token}` } : {}) },
  };
  let result: { data?: unknown; error?: unknown; response: Response };
  try {
    const call = client.request as unknown as (
      m: string,
      p: string,
      i: object,
    ) => Promise<typeof result>;
    result = await call(method.toUpperCase(), path as string, request);
  } catch (error) {
    throw new ApiError(0, undefined, error instanceof Error ? error.message : 'Network error');
  }
  const { data, error, response } = result;
  if (response.status === 401 && token) unauthorizedHandler();
  if (!response.ok)
    throw new ApiError(
      response.status,
      error,
      errorMessageOf(error, options.fallback ?? `Request failed (${response.status})`),
    );
  return { data: data as Data<M, P>, status: response.status };
}

export const apiGet = <P extends PathsWith<'get'>>(
  path: P,
  init?: Init<'get', P>,
  options?: CallOptions,
) => send('get', path, init, options).then((r) => r.data);
export const apiPost = <P extends PathsWith<'post'>>(
  path: P,
  init?: Init<'post', P>,
  options?: CallOptions,
) => send('post', path, init, options).then((r) => r.data);
/** POST that answers the data together with the HTTP status. */
export const apiPostWithStatus = <P extends PathsWith<'post'>>(
  path: P,
  init?: Init<'post', P>,
  options?: CallOptions,
) => send('post', path, init, options);
export const apiPut = <P extends PathsWith<'put'>>(
  path: P,
  init?: Init<'put', P>,
  options?: CallOptions,
) => send('put', path, init, options).then((r) => r.data);
export const apiPatch = <P extends PathsWith<'patch'>>(
  path: P,
  init?: Init<'patch', P>,
  options?: CallOptions,
) => send('patch', path, init, options).then((r) => r.data);
export const apiDelete = <P extends PathsWith<'delete'>>(
  path: P,
  init?: Init<'delete', P>,
  options?: CallOptions,
) => send('delete', path, init, options).then((r) => r.data);
