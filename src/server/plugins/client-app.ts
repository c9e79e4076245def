import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { negotiate } from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import { HttpError } from '@/server/platform/http-error';
import { isBot } from '@/shared/bots';
import { LOCALE_COOKIE, detectLocale, readCookie, splitLocalePath } from '@/shared/locale';
import { findRoute, movedPath } from '@/shared/routes';
import { SIGN_IN_SCRIPTS_FILE, signInPageFile } from '@/shared/sign-in-ahead';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * The hashes of the inline scripts the build drew into the sign-in pages (scripts/prerender-sign-in.ts),
 * for the Content-Security-Policy; none when the app is not built.
 */
export function drawnScriptHashes(clientDir: string): string[] {
  const file = path.join(clientDir, SIGN_IN_SCRIPTS_FILE);
  if (!existsSync(file)) return [];
  return (JSON.parse(readFileSync(file, 'utf8')) as { hashes: string[] }).hashes;
}

/** The browser's languages from Accept-Language, most wanted first. */
const acceptedLanguages = (header: string | undefined) =>
  (header ?? '')
    .split(',')
    .map((part) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.find((p) => p.trim().startsWith('q='));
      return { tag, q: q ? Number(q.trim().slice(2)) : 1 };
    })
    .filter(({ tag, q }) => tag && q > 0)
    .sort((a, b) => b.q - a.q)
    .map(({ tag }) => tag);

/**
 * The page a path is answered with: the sign-in page's own, with the form drawn in
 * (scripts/prerender-sign-in.ts, decision 0055), where the app would draw the form in that language
 * (the bare root moves to /np when the cookie or the browser asks for Nepali: the plain page then);
 * index.html for every other page.
 */
function pageFile(request: FastifyRequest, clientDir: string, pathname: string): string {
  const plain = path.join(clientDir, 'index.html');
  if (findRoute(pathname)?.route.name !== 'signIn') return plain;
  const locale = detectLocale({
    pathname,
    cookie: readCookie(request.headers.cookie ?? '', LOCALE_COOKIE),
    browserLanguages: acceptedLanguages(request.headers['accept-language']),
  });
  if ((splitLocalePath(pathname).locale ?? 'en') !== locale) return plain;
  const drawn = path.join(clientDir, signInPageFile(locale));
  return existsSync(drawn) ? drawn : plain;
}

const SUFFIX = { br: 'br', gzip: 'gz' } as const;

/** A page's HTML, Brotli or gzip when the browser takes it and the build wrote it. */
async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  file: string,
  status: number,
) {
  // Negotiated as @fastify/static negotiates the assets: weights read, `q=0` refused.
  const written = (['br', 'gzip'] as const).filter((name) => existsSync(`${file}.${SUFFIX[name]}`));
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? ''), written);
  reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding, accept-language, cookie');
  if (!encoding) return reply.send(await readFile(file, 'utf8'));
  return reply
    .header('content-encoding', encoding)
    .send(await readFile(`${file}.${SUFFIX[encoding]}`));
}

/**
 * Serves the built single-page app from disk: hashed assets cached for a year, everything else revalidated.
 * A path of the route table answers index.html with 200; a path that moved to the specification's
 * answers a permanent redirect to it (query kept); any other path answers index.html with 404 (the
 * app shows its Page Not Found screen), and a crawler gets the bare status.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);
  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      index: false,
      cacheControl: false,
      // The build writes .br and .gz beside each asset; a browser that accepts them gets them.
      preCompressed: true,
      // Directories (the root, a trailing slash) fall through to the page routes below.
      allowedPath: (pathname) => !pathname.endsWith('/'),
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const error = new HttpError(
        404,
        'routeNotFound',
        `No API endpoint ${request.method} ${pathname}`,
      );
      return reply.status(404).send(error.toBody());
    }
    const readable = request.method === 'GET' || request.method === 'HEAD';
    const moved = readable ? movedPath(pathname) : undefined;
    if (moved) return reply.redirect(moved + request.url.slice(pathname.length), 301);
    const known = readable && findRoute(pathname) !== undefined;
    const status = known ? 200 : 404;
    if (isBot(request.headers['user-agent']) && status !== 200) return reply.status(status).send();
    if (!built)
      return reply
        .status(status)
        .type('text/plain')
        .send('The app is not built: run npm run build');
    return sendPage(request, reply, pageFile(request, clientDir, pathname), status);
  });
}
