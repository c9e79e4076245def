import { createHash } from 'node:crypto';
import { SESSION_HINT_SCRIPT } from '@/shared/sign-in-ahead';
import type { FastifyInstance } from 'fastify';

/** The sign-in page's session mark (decision 0055), an inline script allowed by its hash. */
const sessionHint = `sha256-${createHash('sha256').update(SESSION_HINT_SCRIPT).digest('base64')}`;

/**
 * The built app loads only its own scripts, styles, fonts and API; inline styles are allowed for
 * charts. Inline scripts run only when the policy names their hash: the session mark, and those the
 * build drew into the sign-in pages (`drawnScriptHashes` in client-app.ts).
 */
export const contentSecurityPolicy = (scriptHashes: readonly string[] = []) =>
  [
    "default-src 'self'",
    ['script-src', "'self'", ...[sessionHint, ...scriptHashes].map((hash) => `'${hash}'`)].join(
      ' ',
    ),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');

const HEADERS: Record<string, string> = {
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy': 'camera=(), microphone=(), geolocation=(), payment=()',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
};

export function registerSecurityHeaders(
  app: FastifyInstance,
  { https, scriptHashes }: { https: boolean; scriptHashes: readonly string[] },
): void {
  const policy = contentSecurityPolicy(scriptHashes);
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('content-security-policy', policy);
    for (const [name, value] of Object.entries(HEADERS)) reply.header(name, value);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });
}
