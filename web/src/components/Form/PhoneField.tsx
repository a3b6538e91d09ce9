import { useT } from '@/i18n/i18n-context';
import { TextField } from './TextField';
import './PhoneField.css';

export interface PhoneFieldProps {
  prefix: string;
  phone: string;
  onPrefixChange: (prefix: string) => void;
  onPhoneChange: (phone: string) => void;
  /** Translated messages of each part. */
  prefixError?: string;
  phoneError?: string;
  prefixId?: string;
  phoneId?: string;
  required?: boolean;
}

/**
 * The dialling code (filled in from the chosen country, still editable) and the number, as the
 * API keeps them: two fields, `phonePrefix` and `phone`.
 */
export function PhoneField({
  prefix,
  phone,
  onPrefixChange,
  onPhoneChange,
  prefixError,
  phoneError,
  prefixId,
  phoneId,
  required,
}: PhoneFieldProps) {
  const t = useT();
  return (
    <div className="phone-field">
      <TextField
        id={prefixId}
        className="phone-field__prefix"
        label={t('account.phonePrefix')}
        name="phonePrefix"
        autoComplete="tel-country-code"
        inputMode="tel"
        required={required}
        value={prefix}
        error={prefixError}
        onChange={(event) => {
          onPrefixChange(event.target.value);
        }}
      />
      <TextField
        id={phoneId}
        className="phone-field__number"
        label={t('account.phone')}
        type="tel"
        name="phone"
        autoComplete="tel-national"
        required={required}
        value={phone}
        error={phoneError}
        onChange={(event) => {
          onPhoneChange(event.target.value);
        }}
      />
    </div>
  );
}
