import { apiClient, type DashboardAnswer } from '@bb/shared';

/** GET /api/dashboard (contract/src/dashboard-api.ts): the user's hub in one answer. */
export async function fetchDashboard(signal?: AbortSignal): Promise<DashboardAnswer> {
  const body = await apiClient.get('dashboard', { signal }).json<{ data: DashboardAnswer }>();
  return body.data;
}
