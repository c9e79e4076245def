import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { HttpError } from '@/server/platform/http-error';
import { isBot } from '@/shared/bots';
import { findRoute, movedPath } from '@/shared/routes';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

async function sendIndex(reply: FastifyReply, indexFile: string, status: number) {
  const html = await readFile(indexFile, 'utf8');
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-cache')
    .send(html);
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
    return sendIndex(reply, indexFile, status);
  });
}
