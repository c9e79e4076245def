import { achievementParameters } from './achievement-schemas';
import { dashboardFilterParameters, figureParameters } from './dashboard-schemas';
import { tenant } from './record-paths';

const dashboard = (
  operationId: string,
  summary: string,
  response: string,
  parameters: object[] = [],
) =>
  tenant({
    operationId,
    summary,
    response,
    tags: ['dashboards'],
    errors: [400, 401, 403],
    parameters: [...dashboardFilterParameters, ...parameters],
  });

export const dashboardPaths = {
  '/api/dashboards/summary': {
    get: dashboard(
      'dashboardSummary',
      'The key figures of your area for a period, with the period before',
      'DashboardSummary',
    ),
  },
  '/api/dashboards/figures': {
    get: dashboard(
      'dashboardFigures',
      'One measure broken down one way, in your area, for the chosen filters',
      'DashboardBreakdown',
      figureParameters,
    ),
  },
  '/api/dashboards/programme': {
    get: dashboard(
      'dashboardProgramme',
      'The programme of your area for a period, with the period before: activities planned and completed, budget, planned and achieved output, expenditure and participants (no person or ward filters: activities have neither)',
      'DashboardProgramme',
    ),
  },
  '/api/dashboards/places': {
    get: dashboard(
      'dashboardPlaces',
      'The key figures of each place one level below the chosen one',
      'DashboardPlaces',
    ),
  },
  '/api/dashboards/resources': {
    get: dashboard(
      'dashboardResources',
      'What each place one level below the chosen one has for CBR (wards, active FCHVs, schools and those with a resource class, health facilities and those offering rehabilitation) and the census count of persons with disabilities from its ward and palika profiles, with the persons registered to date where that count is known (no period or person filters: these are counts of places and of the census)',
      'DashboardResources',
    ),
  },
  '/api/dashboards/achievement': {
    get: dashboard(
      'dashboardAchievement',
      'Each measure with an approved target in your area for a fiscal year, achieved from the start of the year to the end of the period against the target (its own, or the sum of its palikas’) and the target pro-rated to the period, with a band; the places one level down and the batches inside with the same figure of the chosen measure (no person or ward filters: targets have neither)',
      'DashboardAchievement',
      achievementParameters,
    ),
  },
};
