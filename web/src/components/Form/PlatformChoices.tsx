import { fieldId } from '@/lib/field-paths';
import { CheckboxField } from './CheckboxField';
import './PlatformChoices.css';

export interface PlatformChoicesProps {
  legend: string;
  /** Every platform, named in the interface language. */
  platforms: readonly { id: number; name: string }[];
  platformIds: readonly number[];
  onChange: (platformIds: number[]) => void;
  error: string | undefined;
}

/**
 * The platforms a Platform Manager puts a company or a program on, a checkbox each. The first box
 * carries the field's id (`platformIds`), so an error summary's link lands on it.
 */
export function PlatformChoices({ legend, platforms, platformIds, onChange, error }: PlatformChoicesProps) {
  return (
    <fieldset className="platform-choices">
      <legend className="field__label">{legend}</legend>
      {platforms.map((platform, index) => (
        <CheckboxField
          key={platform.id}
          id={index === 0 ? fieldId('platformIds') : `${fieldId('platformIds')}-${String(platform.id)}`}
          label={platform.name}
          checked={platformIds.includes(platform.id)}
          onChange={(event) => {
            const others = platformIds.filter((id) => id !== platform.id);
            onChange(event.target.checked ? [...others, platform.id] : others);
          }}
        />
      ))}
      {error && <p className="field__error">{error}</p>}
    </fieldset>
  );
}
