import { useId, type ReactNode } from 'react';

interface FieldA11yInput {
  id: string | undefined;
  hint: ReactNode;
  error: string | undefined;
  /** Extra ids the caller already points at. */
  describedBy: string | undefined;
}

/** Ids that tie a control to its label, hint and error, and the matching aria attributes. */
export function useFieldA11y({ id, hint, error, describedBy }: FieldA11yInput) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const described = [describedBy, hintId, errorId].filter(Boolean).join(' ');
  return {
    inputId,
    hintId,
    errorId,
    controlProps: {
      id: inputId,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': described === '' ? undefined : described,
    },
  };
}
