import { Button } from '@/components/Button/Button';
import './ChoiceButtons.css';

export interface Choice<Value extends string> {
  value: Value;
  label: string;
}

interface ChoiceButtonsProps<Value extends string> {
  /** Accessible name of the group ('Period', 'Chart'). */
  label: string;
  choices: readonly Choice<Value>[];
  value: Value;
  onChange: (value: Value) => void;
}

/** A row of toggle buttons of which one is pressed: Monthly / Annual, Cumulative / Rolling. */
export function ChoiceButtons<Value extends string>({ label, choices, value, onChange }: ChoiceButtonsProps<Value>) {
  return (
    <div role="group" aria-label={label} className="choice-buttons">
      {choices.map((choice) => (
        <Button
          key={choice.value}
          size="sm"
          variant={choice.value === value ? 'primary' : 'secondary'}
          aria-pressed={choice.value === value}
          onClick={() => {
            onChange(choice.value);
          }}
        >
          {choice.label}
        </Button>
      ))}
    </div>
  );
}
