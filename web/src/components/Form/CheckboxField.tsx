import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { FieldMessages } from './FieldParts';
import { useFieldA11y } from './use-field-a11y';
import './Field.css';

export interface CheckboxFieldProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
}

/** A checkbox with its label to the right (newsletter, accredited investor, certification). */
export function CheckboxField({
  label,
  error,
  hint,
  id,
  className,
  'aria-describedby': describedBy,
  ...input
}: CheckboxFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <div className={cx('field', 'field--checkbox', error && 'field--invalid', className)}>
      <div className="field__checkbox-row">
        <input type="checkbox" className="field__checkbox" {...input} {...a11y.controlProps} />
        <label htmlFor={a11y.inputId} className="field__label">
          {label}
        </label>
      </div>
      <FieldMessages hint={hint} hintId={a11y.hintId} error={error} errorId={a11y.errorId} />
    </div>
  );
}
