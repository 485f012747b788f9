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

/**
 * The axis may stretch up to the pace line while the highest bar keeps at least a third of the
 * height; a pace further above would flatten the bars, so its line stands at the top edge instead.
 */
const PACE_STRETCH_LIMIT = 3;

export interface PacedScale extends Scale {
  /** The value the pace line is drawn at: the pace itself, or the axis's top when the pace is above it. */
  paceAt: number | null;
  /** The pace is above the axis: its line stands at the top edge and its label says so. */
  paceAbove: boolean;
}

/** The value axis of bars up to `highest` with a pace line at `pace` (null: no line), which is always drawn. */
export function pacedScale(highest: number, pace: number | null, limit = PACE_STRETCH_LIMIT): PacedScale {
  if (pace === null) return { ...niceScale(highest), paceAt: null, paceAbove: false };
  // Judged on the rounded axis: rounding up can push the highest day under the share it must keep.
  const stretched = niceScale(Math.max(highest, pace));
  const scale = highest === 0 || highest * limit >= stretched.top ? stretched : niceScale(highest);
  return { ...scale, paceAt: Math.min(pace, scale.top), paceAbove: pace > scale.top };
}
