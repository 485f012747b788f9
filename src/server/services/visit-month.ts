import { yearMonthOf } from '../../shared/plans.js';

/** How close to a month's turn a start is also checked against the month on the other side. */
export const MONTH_TURN_MARGIN_MS = 5 * 60 * 1000;

/** The month a start is counted in, and the month across the turn it is also checked against ('' far from one). */
export interface VisitMonths {
  yearMonth: string;
  neighbourMonth: string;
}

/**
 * The month a start is counted in, decided once when its batch is first written, and the month on the other
 * side of the turn when it came within the margin of one: there, processes whose clocks differ a
 * little may put a retried start in either month, so a visit already counted in the neighbour is
 * not counted again.
 */
export function visitMonths(at: Date): VisitMonths {
  const yearMonth = yearMonthOf(at);
  const before = yearMonthOf(new Date(at.getTime() - MONTH_TURN_MARGIN_MS));
  const after = yearMonthOf(new Date(at.getTime() + MONTH_TURN_MARGIN_MS));
  return { yearMonth, neighbourMonth: before !== yearMonth ? before : after !== yearMonth ? after : '' };
}
