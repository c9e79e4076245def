/**
 * After the client's build: the sign-in form of each language rendered into a copy of the page's
 * HTML (dist/client/sign-in.en.html, sign-in.np.html), which the server answers for the sign-in page
 * (src/server/plugins/client-app.ts), so that a visitor on a slow line sees and fills the form before
 * the app's first script has come, and signs in with the form's small script
 * (src/client/early-sign-in.ts; docs/decisions/0055-the-sign-in-form-in-the-html.md).
 * Rendered by Vite's own server-side module loader, with the build's configuration and messages.
 */
import { createHash } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import { createServer } from 'vite';
import type { SignInMarkup } from '@/client/prerender/sign-in-markup';
import type { Locale } from '@/shared/locale';
import {
  DRAWN_AHEAD_ATTRIBUTE,
  SESSION_HINT_SCRIPT,
  SESSION_HINT_STYLE,
  SIGN_IN_SCRIPTS_FILE,
  signInPageFile,
} from '@/shared/sign-in-ahead';

const CLIENT = 'dist/client';
const EARLY_ENTRY = 'src/client/early-sign-in.ts';

// The render is a visitor's with nothing stored: the components read storage and the page's origin.
const nothingStored: Pick<Storage, 'getItem'> = { getItem: () => null };
Object.assign(globalThis, {
  localStorage: nothingStored,
  window: { location: { origin: 'http://localhost' } },
});

const escapeText = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The form's small script as an inline script: its built text in a function of its own (its
 * minified top-level names stay off `window`). Refused if the text could end the script element.
 */
function inlineScript(file: string): string {
  const text = `(()=>{${readFileSync(path.join(CLIENT, file), 'utf8').trim()}\n})()`;
  if (/<\/script|<!--/i.test(text)) throw new Error(`${file} cannot be inlined in HTML`);
  return text;
}

function replaceOnce(html: string, what: string, by: string): string {
  if (!html.includes(what)) throw new Error(`The built index.html has no ${what}`);
  return html.replace(what, () => by);
}

const started = Date.now();
const vite = await createServer({
  server: { middlewareMode: true, hmr: false, watch: null },
  appType: 'custom',
  logLevel: 'warn',
});
try {
  const { signInMarkup } = (await vite.ssrLoadModule(
    '/src/client/prerender/sign-in-markup.tsx',
  )) as {
    signInMarkup: (locale: Locale) => SignInMarkup;
  };
  const index = readFileSync(path.join(CLIENT, 'index.html'), 'utf8');
  const manifest = JSON.parse(
    readFileSync(path.join(CLIENT, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const early = manifest[EARLY_ENTRY]?.file;
  if (!early) throw new Error(`The build has no ${EARLY_ENTRY}`);
  const earlyScript = inlineScript(early);
  for (const locale of ['en', 'np'] as const) {
    const { root, title, lang } = signInMarkup(locale);
    let html = replaceOnce(index, '<html lang="en">', `<html lang="${lang}">`);
    html = html.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeText(title)}</title>`);
    html = replaceOnce(
      html,
      '<meta charset="UTF-8" />',
      `<meta charset="UTF-8" />\n    <script>${SESSION_HINT_SCRIPT}</script>\n    <style>${SESSION_HINT_STYLE}</style>`,
    );
    // After the form, which it looks for when it runs; inline, so it runs as the HTML is read (once
    // the page's stylesheet, which the form's paint needs anyway, has come), with no request of its
    // own queued behind the page's first script and fonts on a slow line.
    html = replaceOnce(html, '</body>', `  <script>${earlyScript}</script>\n  </body>`);
    html = replaceOnce(
      html,
      '<div id="root"></div>',
      `<div id="root"><div ${DRAWN_AHEAD_ATTRIBUTE}>${root}</div></div>`,
    );
    const file = path.join(CLIENT, signInPageFile(locale));
    writeFileSync(file, html);
    const bytes = Buffer.from(html);
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(bytes, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11 } }),
    );
    writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  }
  // The server allows the inline script by its hash (src/server/plugins/security-headers.ts); the
  // separate file is no longer asked for.
  const hash = `sha256-${createHash('sha256').update(earlyScript).digest('base64')}`;
  writeFileSync(path.join(CLIENT, SIGN_IN_SCRIPTS_FILE), JSON.stringify({ hashes: [hash] }));
  for (const suffix of ['', '.br', '.gz'])
    rmSync(path.join(CLIENT, early + suffix), { force: true });
  console.log(`Sign-in pages drawn ahead in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
} finally {
  await vite.close();
}
