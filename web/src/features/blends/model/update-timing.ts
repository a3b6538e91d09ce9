/**
 * Times an edit from the change handler to the moment both the summary and the chart show its
 * result, as a `blender-update` performance measure (scripts/bench-blender reads them). Costs one
 * `performance.now()` per step; nothing is recorded unless an edit started one.
 */
interface PendingUpdate {
  start: number;
  summary: boolean;
  chart: boolean;
}

let pending: PendingUpdate | undefined;

export const updateMeasureName = 'blender-update';

/** The parts of an update, measured from the same start: the engine's result, the summary's commit. */
export const computeMeasureName = 'blender-compute';
export const summaryMeasureName = 'blender-summary';

export function startUpdate(): void {
  pending = { start: performance.now(), summary: false, chart: false };
}

function finishWhenDone(): void {
  if (pending?.summary && pending.chart) {
    performance.measure(updateMeasureName, { start: pending.start, end: performance.now() });
    pending = undefined;
  }
}

export function computed(): void {
  if (pending) performance.measure(computeMeasureName, { start: pending.start, end: performance.now() });
}

export function summaryShown(): void {
  if (!pending || pending.summary) return;
  pending.summary = true;
  performance.measure(summaryMeasureName, { start: pending.start, end: performance.now() });
  finishWhenDone();
}

export function chartDrawn(): void {
  if (!pending) return;
  pending.chart = true;
  finishWhenDone();
}
