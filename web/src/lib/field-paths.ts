/**
 * Forms name their fields by the paths the server uses in `validation_failed` answers
 * (`company.contacts.0.emailAddress`), so one error map serves both sides' checks.
 */

/** The id of the control that edits a path: `company.contacts.0.city` → `field-company-contacts-0-city`. */
export function fieldId(path: string): string {
  return `field-${path.replaceAll('.', '-')}`;
}

/** The value found by following a dotted path through objects and arrays; undefined when absent. */
export function valueAtPath(value: unknown, path: string): unknown {
  let current = value;
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** A request the server refused, with the field keys it answered. */
export interface RefusedRequest {
  body: unknown;
  fields: Readonly<Record<string, string>>;
}

/**
 * The server's field errors that still apply: an error stays only while its field holds the value
 * that was refused, so correcting a field clears its message without waiting for the next submit.
 */
export function standingServerErrors(refused: RefusedRequest | null, current: unknown): Record<string, string> {
  const standing: Record<string, string> = {};
  if (!refused) return standing;
  for (const [path, key] of Object.entries(refused.fields)) {
    const sent = JSON.stringify(valueAtPath(refused.body, path));
    if (sent === JSON.stringify(valueAtPath(current, path))) standing[path] = key;
  }
  return standing;
}
