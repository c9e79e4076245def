import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findRoute } from '../../shared/routes';
import { HttpError } from '../http-error';

const BOT_PATTERN = /bot|crawl|spider|slurp|bingpreview|facebookexternalhit|embedly|quora link preview|outbrain|pinterest|vkshare|w3c_validator/i;

export function isBot(userAgent: string | undefined): boolean {
  return Boolean(userAgent && BOT_PATTERN.test(userAgent));
}

function sendIndex(reply: FastifyReply, indexHtml: string, status: number) {
  return reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(indexHtml);
}

/**
 * Serves the built single-page app: hashed assets cached for a year, everything else revalidated.
 * A path of the route table answers index.html with 200; any other path answers index.html with
 * 404 (the app shows its Page Not Found screen), and a crawler gets the bare status.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const indexHtml = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
  if (indexHtml) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        res.setHeader('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?')[0];
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      const error = new HttpError(404, 'routeNotFound', `No API endpoint ${request.method} ${pathname}`);
      return reply.status(404).send(error.toBody());
    }
    const known = (request.method === 'GET' || request.method === 'HEAD') && findRoute(pathname) !== undefined;
    const status = known ? 200 : 404;
    if (isBot(request.headers['user-agent']) && status !== 200) return reply.status(status).send();
    if (!indexHtml) return reply.status(status).type('text/plain').send('The app is not built: run npm run build');
    return sendIndex(reply, indexHtml, status);
  });
}
