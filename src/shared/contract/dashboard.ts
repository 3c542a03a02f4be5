import { DashboardFiguresSchema } from '../dashboard';
import { STAFF_ROLES } from '../staff';
import { staffOnly } from './access';
import { defineEndpoint } from './define-endpoint';
import { CompetitionParams } from './params';

export const dashboardEndpoints = {
  getDashboard: defineEndpoint({
    summary: 'Counts for the staff dashboard (every staff role)',
    tag: 'Dashboard',
    method: 'GET',
    path: '/api/admin/competitions/:competitionId/dashboard',
    access: staffOnly(...STAFF_ROLES),
    params: CompetitionParams,
    status: 200,
    response: DashboardFiguresSchema,
  }),
};
