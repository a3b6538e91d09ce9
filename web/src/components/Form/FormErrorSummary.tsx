import { useEffect, useRef, type ReactNode } from 'react';
import { useT } from '@/i18n/i18n-context';
import './Field.css';

export interface FormError {
  message: string;
  /** Id of the control to jump to; a message without one is shown as plain text. */
  fieldId?: string;
}

interface FormErrorSummaryProps {
  errors: readonly FormError[];
  /** Defaults to 'Please correct the following:'. */
  title?: ReactNode;
}

/**
 * The banner over a form after a failed submit ('Please complete your company information
 * above.'). It takes focus when it appears so the reader hears what to fix; each entry jumps to
 * its field.
 */
export function FormErrorSummary({ errors, title }: FormErrorSummaryProps) {
  const t = useT();
  const banner = useRef<HTMLDivElement>(null);
  const shown = errors.length > 0;

  useEffect(() => {
    if (shown) banner.current?.focus();
  }, [shown]);

  if (!shown) return null;
  return (
    <div ref={banner} role="alert" tabIndex={-1} className="form-error-summary">
      <p className="form-error-summary__title">{title ?? t('summary.title')}</p>
      <ul>
        {errors.map((error, index) => (
          <li key={`${error.fieldId ?? ''}-${String(index)}`}>
            {error.fieldId ? (
              <a
                href={`#${error.fieldId}`}
                onClick={(event) => {
                  // Focus, not navigate: a hash change would be a route change for the router.
                  event.preventDefault();
                  if (error.fieldId) document.getElementById(error.fieldId)?.focus();
                }}
              >
                {error.message}
              </a>
            ) : (
              error.message
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
