import { STATUS_CODES } from 'node:http';
import { HttpError } from '@/server/platform/http-error';
import type { FastifyInstance } from 'fastify';
import type { Socket } from 'node:net';

const REASONS: Record<number, string> = {
  400: 'The request could not be read',
  408: 'The request did not arrive in time',
  431: "The request's headers are larger than the server reads",
};

/**
 * What the server answers a request its HTTP parser refuses, before any route sees it (issue 37
 * §5): headers over the limit (431, a very long address), a request that did not arrive in time
 * (408), or one that is not HTTP (400). In the contract's one error shape, as every operation
 * declares, instead of Fastify's own `{ error, message, statusCode }`.
 */
export function answerClientError(
  this: FastifyInstance,
  error: Error & { code?: string },
  socket: Socket,
): void {
  // A connection the client ended has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? 431
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify(new HttpError(status, 'validation', REASONS[status]).toBody());
  this.log.debug({ err: error }, 'client error');
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\nX-Content-Type-Options: nosniff\r\nConnection: close\r\n\r\n' +
        body,
    );
  socket.destroy(error);
}
