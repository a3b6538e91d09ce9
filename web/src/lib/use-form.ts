import { useId, useState } from 'react';
import { fieldErrorMessage } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { passwordMinLength, type FieldErrors } from './validation';

export interface Form<V extends object> {
  values: V;
  /** Changes a field and forgets what the server said about it. */
  set: <K extends keyof V & string>(field: K, value: V[K]) => void;
  /** Translated message under a field, or undefined. */
  error: (field: keyof V & string) => string | undefined;
  /** Id of a field's control, unique on the page (labels, error summaries and focus use it). */
  fieldId: (field: keyof V & string) => string;
  /**
   * The client rules at submit time: from now on they run as the user types. Returns true when
   * they pass; else moves focus to the first field in error.
   */
  checkBeforeSubmit: () => boolean;
  /**
   * Shows the server's field keys (422 `fields`) under their fields and focuses the first.
   * Returns false when some key names no field of this form, so the caller shows a banner instead.
   */
  showServerErrors: (fields: Readonly<Record<string, string>>) => boolean;
  /** New values (loaded, saved), forgetting all errors. */
  reset: (values: V) => void;
}

/**
 * State of a form whose fields are named like the API's body, so the server's `fields` keys land
 * under the right controls. Client and server speak the same message keys (see validation.ts).
 */
export function useForm<V extends object>(initial: V | (() => V), validate: (values: V) => FieldErrors): Form<V> {
  const t = useT();
  const formId = useId();
  const [values, setValues] = useState(initial);
  const [submitted, setSubmitted] = useState(false);
  const [serverErrors, setServerErrors] = useState<Readonly<Record<string, string>>>({});

  const fieldId = (field: string) => `${formId}-${field}`;
  const clientErrors: FieldErrors = submitted ? validate(values) : {};

  const focusFirst = (failed: Readonly<Record<string, unknown>>) => {
    const first = Object.keys(values).find((field) => field in failed);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  return {
    values,
    set: (field, value) => {
      setValues((current) => ({ ...current, [field]: value }));
      setServerErrors((current) => {
        if (!(field in current)) return current;
        return Object.fromEntries(Object.entries(current).filter(([key]) => key !== field));
      });
    },
    error: (field) => {
      // The server's word is the fresher one: it is dropped as soon as the field changes.
      const key = serverErrors[field] ?? clientErrors[field];
      return key === undefined ? undefined : fieldErrorMessage(t, key, { min: passwordMinLength });
    },
    fieldId,
    checkBeforeSubmit: () => {
      setSubmitted(true);
      const failed = validate(values);
      focusFirst(failed);
      return Object.keys(failed).length === 0;
    },
    showServerErrors: (fields) => {
      setServerErrors(fields);
      focusFirst(fields);
      return Object.keys(fields).every((field) => field in values);
    },
    reset: (next) => {
      setValues(next);
      setSubmitted(false);
      setServerErrors({});
    },
  };
}
