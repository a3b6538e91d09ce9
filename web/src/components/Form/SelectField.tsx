import type { ComponentProps, ReactNode } from 'react';
import { cx } from '@/lib/class-names';
import { FieldLabel, FieldMessages } from './FieldParts';
import { useFieldA11y } from './use-field-a11y';
import './Field.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps extends Omit<ComponentProps<'select'>, 'children'> {
  label: ReactNode;
  options: readonly SelectOption[];
  /** Text of an empty first choice ('Select…'); omitted when the field always has a value. */
  placeholder?: string;
  error?: string;
  hint?: ReactNode;
}

export function SelectField({
  label,
  options,
  placeholder,
  error,
  hint,
  id,
  required,
  className,
  'aria-describedby': describedBy,
  ...select
}: SelectFieldProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <div className={cx('field', error && 'field--invalid', className)}>
      <FieldLabel htmlFor={a11y.inputId} required={required}>
        {label}
      </FieldLabel>
      <select className="field__control" required={required} {...select} {...a11y.controlProps}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} hintId={a11y.hintId} error={error} errorId={a11y.errorId} />
    </div>
  );
}
