/**
 * The page's HTML holds the sign-in form, drawn at build time (docs/decisions/0055-the-sign-in-form-in-the-html.md).
 * A visitor with a session in storage must not see it while the app's script comes: this script,
 * inline in the page's head (allowed by its hash in the server's Content-Security-Policy), marks the
 * document before the first paint, and the style hides the drawn form of a marked document.
 */
export const SESSION_TOKEN_KEY = 'authorization';

export const DRAWN_AHEAD_ATTRIBUTE = 'data-drawn-ahead-page';

export const SESSION_HINT_SCRIPT = `try{localStorage.getItem('${SESSION_TOKEN_KEY}')&&document.documentElement.setAttribute('data-session','')}catch(e){}`;

export const SESSION_HINT_STYLE = `html[data-session] [${DRAWN_AHEAD_ATTRIBUTE}]{display:none}`;

/** The built page with the sign-in form of a language drawn in (scripts/prerender-sign-in.ts). */
export const signInPageFile = (locale: 'en' | 'np') => `sign-in.${locale}.html`;

/**
 * Beside the drawn pages: the SHA-256 hashes of their inline scripts other than the session mark
 * (the form's small script), which the server's Content-Security-Policy allows.
 */
export const SIGN_IN_SCRIPTS_FILE = 'sign-in.scripts.json';
