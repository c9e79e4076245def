import { describe, expect, it } from 'vitest';
import { canAccess } from './access';
import { decideNavigation } from './navigation';
import {
  BEYOND_SPECIFICATION,
  LOCALIZED_ROUTES,
  MOVED_PATHS,
  ROUTES,
  findRoute,
  hrefFor,
  movedPath,
  pathFor,
} from './routes';
import { SPEC_ROUTES } from '../../tests/support/spec-routes';

const ADMIN_ONLY = ['batchProfileList', 'batchProfileAdd', 'userList', 'userGroupList'];
const SUPER_ADMIN_ONLY = ['serviceActivities', 'duplicatePairs'];
const PUBLIC = ['signIn', 'privacy'];

describe('the route table', () => {
  it("holds the specification's 26 routes at its paths, and the nine beyond it", () => {
    const specified = ROUTES.filter((r) => !BEYOND_SPECIFICATION.includes(r.name));
    expect(specified.map((r) => r.path)).toEqual(SPEC_ROUTES.map(([path]) => path));
    expect(ROUTES.filter((r) => BEYOND_SPECIFICATION.includes(r.name)).map((r) => r.path)).toEqual([
      '/target/list',
      '/user/changePassword',
      '/reporting',
      '/reporting/:palikaId/:fiscalYear/:period',
      '/inbox',
      '/dataQuality',
      '/dataQuality/duplicates',
      '/reports',
      '/reports/idCards',
    ]);
    expect(new Set(ROUTES.map((r) => r.name)).size).toBe(35);
  });

  it('exists in English without prefix and in Nepali under /np, named with the locale after three underscores', () => {
    expect(LOCALIZED_ROUTES).toHaveLength(70);
    const dashboard = LOCALIZED_ROUTES.filter((r) => r.name === 'dashboard');
    expect(dashboard.map((r) => [r.localizedName, r.localizedPath])).toEqual([
      ['dashboard___en', '/dashboard'],
      ['dashboard___np', '/np/dashboard'],
    ]);
    for (const route of LOCALIZED_ROUTES)
      expect(findRoute(route.localizedPath.replace(':id', '42'))?.route.name).toBe(route.name);
  });

  it('sends every path laid out before the specification to its new one, in either language, and nothing else', () => {
    expect(movedPath('/activity/plan/list')).toBe('/batch/activityHierarchy');
    expect(movedPath('/np/activity/plan/add')).toBe('/np/batch/newActivityForm');
    expect(movedPath('/fchv/profile/add/')).toBe('/palika/fchvProfile');
    expect(movedPath('/np/palika/profile')).toBe('/np/palika/actualPalikaProfile');
    for (const [from, to] of Object.entries(MOVED_PATHS)) {
      expect(findRoute(from)).toBeUndefined();
      expect(findRoute(to)).toBeDefined();
      expect(decideNavigation(`/np${from}`, 'PALIKA', 'np')).toEqual({
        kind: 'redirect',
        to: `/np${to}`,
      });
    }
    expect(movedPath('/palika/wardProfile')).toBeUndefined();
  });

  it('gives each route the access the product asks for', () => {
    for (const route of ROUTES) {
      const expected = ADMIN_ONLY.includes(route.name)
        ? 'admin'
        : SUPER_ADMIN_ONLY.includes(route.name)
          ? 'superAdmin'
          : PUBLIC.includes(route.name)
            ? 'public'
            : 'signedIn';
      expect([route.name, route.access]).toEqual([route.name, expected]);
    }
  });

  it('builds links with their parameters and query in either language, leaving empty values out', () => {
    expect(hrefFor('pwdProfileView', 'np', { id: 'a b' }, { saved: 1, edit: '' })).toBe(
      '/np/pwd/profile/a%20b?saved=1',
    );
    expect(hrefFor('providedServiceView', 'en', undefined, 'pwdId=7&fiscalYear=')).toBe(
      '/pwd/providedServiceView?pwdId=7',
    );
    expect(hrefFor('dashboard', 'en')).toBe('/dashboard');
    // @ts-expect-error a route that does not exist does not compile (and throws if forced)
    expect(() => hrefFor('pwdProfileLis', 'en')).toThrow();
    // @ts-expect-error a route's parameter must be given
    expect(hrefFor('pwdProfileView', 'en', {})).toBe('/pwd/profile/');
  });

  it("reads a palika's period from its path", () => {
    expect(findRoute('/np/reporting/12/2083/1')).toMatchObject({
      route: { name: 'reportPeriod' },
      params: { palikaId: '12', fiscalYear: '2083', period: '1' },
    });
    expect(hrefFor('reportPeriod', 'en', { palikaId: '12', fiscalYear: '2083', period: '2' })).toBe(
      '/reporting/12/2083/2',
    );
    expect(findRoute('/reporting')?.route.name).toBe('reporting');
    expect(findRoute('/inbox')?.route.name).toBe('inbox');
    expect(findRoute('/np/dataQuality')?.route.name).toBe('dataQuality');
  });

  it('matches static paths before the profile id and reads the id', () => {
    expect(findRoute('/pwd/profile/list')?.route.name).toBe('pwdProfileList');
    expect(findRoute('/pwd/profile/newProfile')?.route.name).toBe('pwdProfileNew');
    expect(findRoute('/np/pwd/profile/abc-1')).toMatchObject({
      route: { name: 'pwdProfileView' },
      params: { id: 'abc-1' },
    });
    expect(findRoute('/pwd/profile/list/extra')).toBeUndefined();
    expect(findRoute('/nowhere')).toBeUndefined();
    expect(pathFor('pwdProfileView', 'np', { id: 'x y' })).toBe('/np/pwd/profile/x%20y');
  });
});

describe('navigation decisions', () => {
  it('sends a visitor who is not signed in to the root, in the same language', () => {
    expect(decideNavigation('/user/list', null, 'en')).toEqual({ kind: 'redirect', to: '/' });
    expect(decideNavigation('/np/dashboard', null, 'np')).toEqual({ kind: 'redirect', to: '/np' });
  });

  it('sends a signed-in user at the root to the dashboard', () => {
    expect(decideNavigation('/', 'PALIKA', 'en')).toEqual({ kind: 'redirect', to: '/dashboard' });
    expect(decideNavigation('/np', 'CBRF', 'np')).toEqual({
      kind: 'redirect',
      to: '/np/dashboard',
    });
  });

  it('sends a signed-in user who may not open a page to the profile list', () => {
    expect(decideNavigation('/user/list', 'PALIKA', 'en')).toEqual({
      kind: 'redirect',
      to: '/pwd/profile/list',
    });
    expect(decideNavigation('/np/pwd/serviceActivities', 'ADMIN', 'np')).toEqual({
      kind: 'redirect',
      to: '/np/pwd/profile/list',
    });
  });

  it('renders every route for every role the shared rules allow, and the privacy page for everyone', () => {
    for (const role of ['SUPER_ADMIN', 'ADMIN', 'PROVINCE', 'DISTRICT', 'PALIKA', 'CBRF', null]) {
      for (const route of ROUTES.filter((r) => r.path !== '/')) {
        const decision = decideNavigation(route.path.replace(':id', '1'), role, 'en');
        expect([route.name, role, decision.kind]).toEqual([
          route.name,
          role,
          canAccess(route.access, role) ? 'render' : 'redirect',
        ]);
      }
    }
    expect(decideNavigation('/privacy', null, 'en').kind).toBe('render');
  });

  it('sends a user whose password must change to the change-password page, and nowhere else', () => {
    expect(decideNavigation('/dashboard', 'PALIKA', 'np', true)).toEqual({
      kind: 'redirect',
      to: '/np/user/changePassword',
    });
    expect(decideNavigation('/user/changePassword', 'PALIKA', 'en', true).kind).toBe('render');
    expect(decideNavigation('/privacy', 'PALIKA', 'en', true).kind).toBe('render');
  });

  it('answers not found for unknown paths', () => {
    expect(decideNavigation('/np/nowhere', 'PALIKA', 'np')).toEqual({ kind: 'notFound' });
  });
});
