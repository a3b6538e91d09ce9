import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { FieldLabel, FieldMessages } from './FieldParts';
import { useFieldA11y } from './use-field-a11y';
import './Field.css';

export interface TextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'children'> {
  label: ReactNode;
  /** Translated message; marks the control invalid and is read after its label. */
  error?: string;
  hint?: ReactNode;
}

/** Multi-line text (a company description), labelled and described like TextField. */
export function TextAreaField({
  label,
  error,
  hint,
  id,
  required,
  className,
  rows = 6,
  'aria-describedby': describedBy,
  ...textarea
}: TextAreaFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <FieldLabel htmlFor={a11y.inputId} required={required}>
        {label}
      </FieldLabel>
      <textarea className="field__control" required={required} rows={rows} {...textarea} {...a11y.controlProps} />
      <FieldMessages hint={hint} hintId={a11y.hintId} error={error} errorId={a11y.errorId} />
    </div>
  );
}
