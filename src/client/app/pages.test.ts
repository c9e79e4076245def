import { describe, expect, it } from 'vitest';
import { ROUTES } from '@/shared/routes';
import { PAGE_LOADERS, loaderFor } from './pages';

type Loaders = typeof PAGE_LOADERS;
const { pwdProfileList, ...withoutOne } = PAGE_LOADERS;

describe('the page loader table', () => {
  it('is keyed by the route names: a missing or misspelt page does not compile', () => {
    // @ts-expect-error a route without its page
    const missing: Loaders = withoutOne;
    // @ts-expect-error a page under a name that is no route
    const misspelt: Loaders = { ...PAGE_LOADERS, pwdProfilList: pwdProfileList };
    expect([missing, misspelt]).toHaveLength(2);
  });

  it('holds a page for every route and nothing else', () => {
    expect(Object.keys(PAGE_LOADERS).sort()).toEqual(ROUTES.map((route) => route.name).sort());
    for (const route of ROUTES) expect(loaderFor(route.name)).toBe(PAGE_LOADERS[route.name]);
  });
});
