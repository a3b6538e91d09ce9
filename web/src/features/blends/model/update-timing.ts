import type { BlendResult } from './blend-computer';

/**
 * Times an edit from the change handler to the commit that puts its figures in the last section
 * on screen, as one `blender-update` performance measure (scripts/bench-blender reads them).
 * Sections register while mounted; an edit waits for those on screen when it starts, each of
 * which reports the commit that shows the edit's result. Costs one `performance.now()` per
 * section and step; nothing is recorded unless an edit started one.
 */
export type UpdateSection = 'summary' | 'chart' | 'performance-table' | 'correlation' | 'statistics';

interface PendingUpdate {
  start: number;
  /** The edit's figures, once computed: a section showing another result is not done with it. */
  result: BlendResult | undefined;
  waiting: Set<UpdateSection>;
}

const onScreen = new Set<UpdateSection>();
let pending: PendingUpdate | undefined;

export const updateMeasureName = 'blender-update';

/** The parts of an update, measured from the same start: the engine's result, each section's commit. */
export const computeMeasureName = 'blender-compute';
export const sectionMeasureName = (section: UpdateSection) => `blender-${section}`;

export function startUpdate(): void {
  pending = { start: performance.now(), result: undefined, waiting: new Set(onScreen) };
}

export function computed(result: BlendResult): void {
  if (!pending) return;
  pending.result = result;
  performance.measure(computeMeasureName, { start: pending.start, end: performance.now() });
}

/** The section's commit that shows `result` is done (layout effects run once the DOM holds it). */
export function sectionShown(section: UpdateSection, result: BlendResult): void {
  if (pending?.result !== result || !pending.waiting.delete(section)) return;
  const end = performance.now();
  performance.measure(sectionMeasureName(section), { start: pending.start, end });
  if (pending.waiting.size === 0) {
    performance.measure(updateMeasureName, { start: pending.start, end });
    pending = undefined;
  }
}

/**
 * The section is on screen until the returned function is called. A section leaving the screen
 * during an edit (a change of tab) ends that edit's timing without a measure: its end would be
 * the tab's commit, not the edit's.
 */
export function sectionMounted(section: UpdateSection): () => void {
  onScreen.add(section);
  return () => {
    onScreen.delete(section);
    if (pending?.waiting.has(section)) pending = undefined;
  };
}
