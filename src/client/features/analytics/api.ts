import type { AnalyticsAnswer, MonthDays } from '../../../shared/api-types.js';
import type { QueryDef } from '../../api/ApiProvider.js';
import type { RequestSpec } from '../../api/request.js';

const monthParam = (month: string | undefined) => (month ? `month=${encodeURIComponent(month)}` : '');

/** One month's figures (this month when none is given) with a page of stores; a store change refreshes 'Analytics'. */
export const analyticsQuery: QueryDef<{ month?: string; page: number }, AnalyticsAnswer> = {
  key: ({ month, page }) => `analytics:${month ?? 'current'}:${page}`,
  tags: ['Analytics'],
  request: ({ month, page }) => ({ method: 'GET', path: `/analytics?${[monthParam(month), page > 1 ? `page=${page}` : ''].filter(Boolean).join('&')}`.replace(/\?$/, '') }),
};

/** One store's days of a month, asked for when the chart shows that store. */
export const storeDaysQuery: QueryDef<{ storeId: string; month: string }, MonthDays> = {
  key: ({ storeId, month }) => `analytics:${month}:store:${storeId}`,
  tags: ['Analytics'],
  request: ({ storeId, month }) => ({ method: 'GET', path: `/analytics/stores/${encodeURIComponent(storeId)}?${monthParam(month)}` }),
};

/** The month's days of every store, as the CSV the server writes. */
export const monthCsvRequest = (month: string): RequestSpec => ({ method: 'GET', path: `/analytics/csv?${monthParam(month)}`, text: true });
