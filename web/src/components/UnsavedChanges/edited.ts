/**
 * Whether a form's values differ from the stored ones: compared by content, so typing a value and
 * restoring it leaves nothing unsaved. Values are plain data (strings, numbers, arrays, objects).
 */
export function isEdited(current: unknown, stored: unknown): boolean {
  return JSON.stringify(current) !== JSON.stringify(stored);
}
