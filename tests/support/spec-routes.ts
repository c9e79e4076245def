/**
 * SPEC §2's table (../shared/SPEC.md), path and title, for tests on a machine without ../shared;
 * tests/unit/spec-conformance.test.ts holds this copy to SPEC itself whenever SPEC is there.
 */
export const SPEC_ROUTES: [path: string, title: string][] = [
  ['/', 'Login Page'],
  ['/privacy', 'Privacy Page'],
  ['/user/list', 'User List'],
  ['/user/grouplist', 'System Group View'],
  ['/pwd/profile/:id', 'Profile'],
  ['/pwd/profile/list', 'Profile List'],
  ['/pwd/profile/newProfile', 'Profile'],
  ['/pwd/serviceActivities', 'Configure Activities and Service Provided'],
  ['/pwd/providedServiceView', 'Provided Service View'],
  ['/pwd/providedServiceEntry', 'Provided Service Entry'],
  ['/batch/profile/add', 'Batch Profile Entry'],
  ['/batch/profile/list', 'Batch Profile View'],
  ['/batch/activityHierarchy', 'Palika Activity Hierarchy'],
  ['/batch/newActivityForm', 'New Activity Entry'],
  ['/batch/activityAttributesView', 'Activity Attributes View'],
  ['/batch/activityAttributesEntry', 'Activity Attributes Entry'],
  ['/palika/fchvProfile', 'FCHV Profile'],
  ['/palika/wardProfile', 'Ward Profile'],
  ['/palika/schoolProfile', 'School Profile'],
  ['/palika/healthFacilityProfile', 'Health Facility Profile'],
  ['/palika/actualPalikaProfile', 'Palika Profile'],
  ['/palika/actualPalikaProfileBatch', 'Palika Profile'],
  ['/dashboard', 'Dashboard'],
  ['/dashboardCBR', 'CBR'],
  ['/serviceProvided', 'Dashboard Service Provided'],
  ['/achievementVsTarget', 'Dashboard Achievement'],
];
