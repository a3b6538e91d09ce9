import { ApiError } from '@/lib/errors';
import { isMessageKey, type MessageKey } from './catalogs';
import { useT } from './i18n-context';
import type { Translate } from './translate';

/**
 * The catalog key for a failure: the server's stable code as `errors.<code>` when the catalog
 * knows it, else the spec's generic 'Network response was not ok'.
 */
export function errorMessageKey(error: unknown): MessageKey {
  if (error instanceof ApiError) {
    const key = `errors.${error.code}`;
    if (isMessageKey(key)) return key;
  }
  return 'errors.network';
}

export function useErrorMessage(error: unknown): string {
  return useT()(errorMessageKey(error));
}

/**
 * A field's validation message from the key the server (or a client schema) gives, e.g.
 * `invalidEmail` → 'Please enter a valid email address'.
 */
export function fieldErrorMessage(t: Translate, key: string, params?: Record<string, string | number>): string {
  const catalogKey = `validation.${key}`;
  return t(isMessageKey(catalogKey) ? catalogKey : 'validation.invalid', params);
}
