import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { FieldLabel, FieldMessages } from './FieldParts';
import { useFieldA11y } from './use-field-a11y';
import './Field.css';

export interface TextFieldProps extends Omit<ComponentProps<'input'>, 'children'> {
  label: ReactNode;
  /** Translated message; marks the input invalid and is read after its label. */
  error?: string;
  hint?: ReactNode;
}

export function TextField({
  label,
  error,
  hint,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...input
}: TextFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <FieldLabel htmlFor={a11y.inputId} required={required}>
        {label}
      </FieldLabel>
      <input className="field__control" required={required} {...input} {...a11y.controlProps} />
      <FieldMessages hint={hint} hintId={a11y.hintId} error={error} errorId={a11y.errorId} />
    </div>
  );
}
