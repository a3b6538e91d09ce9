import { TextField, type TextFieldProps } from '@/components/Form/TextField';
import { percentToFraction, percentText } from '@/features/programs/model/program-draft';

type PercentFieldProps = Omit<TextFieldProps, 'type' | 'value' | 'onChange'> & {
  value: string;
  onChange: (value: string) => void;
};

/**
 * A percentage typed as a percent (0–100 in steps of 0.01) and sent as a fraction. Leaving the
 * field writes a value on the grid with its two decimals ('12.5' → '12.50'), as stored values show.
 */
export function PercentField({ value, onChange, onBlur, ...field }: PercentFieldProps) {
  return (
    <TextField
      type="number"
      inputMode="decimal"
      min={0}
      max={100}
      step={0.01}
      value={value}
      onChange={(event) => {
        onChange(event.target.value);
      }}
      onBlur={(event) => {
        const fraction = percentToFraction(value);
        const shown = fraction === null || Number.isNaN(fraction) ? value : percentText(fraction);
        // Only a value on the 0.01 % grid is rewritten ('12.5' → '12.50'); one off it stays as typed
        // for the step rule to name.
        if (shown !== value && Number(shown) === Number(value)) onChange(shown);
        onBlur?.(event);
      }}
      {...field}
    />
  );
}
