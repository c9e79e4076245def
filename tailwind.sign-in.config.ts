import app from './tailwind.config';
import type { Config } from 'tailwindcss';

/**
 * The sign-in form's stylesheet (src/client/sign-in.css): the app's theme and plugins, with only
 * the classes of what the first script draws without the app (the sign-in page, its frame, the error
 * page and the loading bar) and of the group-member dialog it opens. Tremor's classes and its
 * safelist come with the whole stylesheet, in the app's chunk. `npm run bench:bundle -- --check`
 * fails when the first script uses a class of the whole stylesheet that this one lacks
 * (docs/decisions/0047-the-sign-in-form-without-the-app.md).
 */
export default {
  ...app,
  content: [
    './src/client/app/*.tsx',
    './src/client/app/layouts/auth-layout.tsx',
    './src/client/features/auth/**/*.tsx',
    './src/client/features/errors/**/*.tsx',
    './src/client/components/{alert,button,error-summary,field,text-input}.tsx',
    './src/client/components/{modal,group-member-role,language-switch}.tsx',
  ],
  safelist: [],
} satisfies Config;
