/** A value axis from 0: a round top at or above the largest value, and the ticks up to it. */
export interface Scale {
  top: number;
  ticks: number[];
}

/** A round step (1, 2 or 5 times a power of ten) that covers `max` in about `count` ticks. */
export function niceScale(max: number, count = 4): Scale {
  if (!(max > 0)) return { top: count, ticks: Array.from({ length: count + 1 }, (_, i) => i) };
  const rough = max / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= rough)!;
  // Counts are whole: a step under 1 would label fractions of a session.
  const whole = Math.max(1, step);
  const top = Math.ceil(max / whole) * whole;
  return { top, ticks: Array.from({ length: Math.round(top / whole) + 1 }, (_, i) => i * whole) };
}

/** Where a value sits on an axis `length` long, measured up from its bottom. */
export const scaled = (value: number, scale: Scale, length: number): number => (Math.min(value, scale.top) / scale.top) * length;
