import { achievementSchemas } from './achievement-schemas';
import { activityValueSchemas } from './activity-value-schemas';
import { authPaths } from './auth-paths';
import { withBounds } from './bounds';
import { schemas } from './components';
import { dashboardPaths } from './dashboard-paths';
import { dashboardSchemas } from './dashboard-schemas';
import { dataQualityPaths } from './data-quality-paths';
import { dataQualitySchemas } from './data-quality-schemas';
import { duplicatePaths } from './duplicate-paths';
import { duplicateSchemas } from './duplicate-schemas';
import { geographyPaths } from './geography-paths';
import { officialReportPaths } from './official-report-paths';
import { officialReportSchemas } from './official-report-schemas';
import { palikaPaths } from './palika-paths';
import { palikaSchemas } from './palika-schemas';
import { palikaStandingSchemas } from './palika-standing-schemas';
import { programmePaths } from './programme-paths';
import { activitySchemas, programmeSchemas } from './programme-schemas';
import { pwdPaths } from './pwd-paths';
import { pwdSchemas } from './pwd-schemas';
import { reportPaths } from './report-paths';
import { reportSchemas } from './report-schemas';
import { reportingStatusPaths } from './reporting-status-paths';
import { reportingStatusSchemas } from './reporting-status-schemas';
import { servicePaths } from './service-paths';
import { serviceSchemas } from './service-schemas';
import { withSharedAnswers } from './shared-answers';
import { systemPaths } from './system-paths';
import { targetPaths } from './target-paths';
import { targetSchemas } from './target-schemas';
import { userPaths } from './user-paths';

/** The API contract: the one source of truth for server validation and client types. */
export const document = withBounds({
  openapi: '3.1.0',
  info: {
    title: 'CBR Nepal API',
    version: '0.1.0',
    description:
      'Community-based rehabilitation and public-health administration for Nepal. Every error answers ' +
      '`{ statusCode, message: { reason, code, fields?, moreFields?, moreFieldsAtLeast? } }`; codes are ' +
      'stable and translated by the client. A 400 names at most 100 wrong fields and counts the rest.',
  },
  servers: [{ url: '/' }],
  components: {
    securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } },
    schemas: {
      ...schemas,
      ...pwdSchemas,
      ...serviceSchemas,
      ...dashboardSchemas,
      ...achievementSchemas,
      ...programmeSchemas,
      ...activitySchemas,
      ...activityValueSchemas,
      ...palikaStandingSchemas,
      ...palikaSchemas,
      ...targetSchemas,
      ...reportSchemas,
      ...reportingStatusSchemas,
      ...dataQualitySchemas,
      ...duplicateSchemas,
      ...officialReportSchemas,
    },
  },
  // Every operation. `x-access` is the shared access level (src/shared/access.ts); `x-session`
  // says which session kinds may call it: `user` (a person's own session), `group` (the group
  // account's token, before a member is chosen) or both.
  paths: withSharedAnswers({
    ...authPaths,
    ...userPaths,
    ...geographyPaths,
    ...systemPaths,
    ...pwdPaths,
    ...servicePaths,
    ...dashboardPaths,
    ...programmePaths,
    ...palikaPaths,
    ...targetPaths,
    ...reportPaths,
    ...reportingStatusPaths,
    ...dataQualityPaths,
    ...duplicatePaths,
    ...officialReportPaths,
  }),
});
