import type { AnalyticsAnswer } from '../../../shared/api-types.js';
import type { QueryDef } from '../../api/ApiProvider.js';

/** One month's figures (this month when none is given); a store change refreshes 'Analytics'. */
export const analyticsQuery: QueryDef<string | undefined, AnalyticsAnswer> = {
  key: (month) => `analytics:${month ?? 'current'}`,
  tags: ['Analytics'],
  request: (month) => ({ method: 'GET', path: month ? `/analytics?month=${encodeURIComponent(month)}` : '/analytics' }),
};
