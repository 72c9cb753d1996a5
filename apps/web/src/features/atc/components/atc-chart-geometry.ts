/** The chart's arithmetic, apart from its drawing: scales, ticks and step paths over the 96 blocks of a day. */
const BLOCKS = 96;
const LABEL_EVERY = 16;

/** '00:00', '04:00', … '24:00' at label indexes 0, 16, … 96. */
export const TIME_LABELS_FOR_CHART: readonly { index: number; label: string }[] = Array.from(
  { length: BLOCKS / LABEL_EVERY + 1 },
  (_, i) => ({ index: i * LABEL_EVERY, label: `${String(i * 4).padStart(2, '0')}:00` }),
);

export interface ChartScale {
  /** Label index (0..96) → x. */
  x: (index: number) => number;
  /** MW → y. */
  y: (mw: number) => number;
  yTicks: number[];
}

/** A round step for about four intervals: 1, 2, 2.5 or 5 × a power of ten. */
function niceStep(span: number): number {
  const raw = span / 4;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((m) => m * power).find((s) => s >= raw);
  return step ?? 10 * power;
}

export function chartScale(
  values: readonly number[],
  box: { width: number; height: number; pad: { left: number; right: number; top: number; bottom: number } },
): ChartScale {
  const high = Math.max(0, ...values);
  const low = Math.min(0, ...values);
  const step = niceStep(Math.max(high - low, 1));
  const top = Math.ceil(high / step) * step || step;
  const bottom = Math.floor(low / step) * step;
  const yTicks: number[] = [];
  for (let tick = bottom; tick <= top + step / 2; tick += step) yTicks.push(Math.round(tick * 100) / 100);
  const plotWidth = box.width - box.pad.left - box.pad.right;
  const plotHeight = box.height - box.pad.top - box.pad.bottom;
  return {
    x: (index) => box.pad.left + (index / BLOCKS) * plotWidth,
    y: (mw) => box.pad.top + ((top - mw) / (top - bottom)) * plotHeight,
    yTicks,
  };
}

/** A step line through the blocks (each value from its block's start to its end); closed down to 0 as an area. */
export function stepPath(values: readonly number[], scale: ChartScale, isArea = false): string {
  if (values.length === 0) return '';
  const parts: string[] = [];
  values.forEach((value, i) => {
    const y = scale.y(value).toFixed(1);
    parts.push(`${i === 0 ? 'M' : 'L'}${scale.x(i).toFixed(1)},${y}`, `L${scale.x(i + 1).toFixed(1)},${y}`);
  });
  if (isArea) {
    const zero = scale.y(0).toFixed(1);
    parts.push(`L${scale.x(values.length).toFixed(1)},${zero}`, `L${scale.x(0).toFixed(1)},${zero}`, 'Z');
  }
  return parts.join(' ');
}
