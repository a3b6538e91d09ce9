import { Button } from '@/components/Button/Button';
import { CountrySelect } from '@/components/Form/CountrySelect';
import { SelectField, type SelectOption } from '@/components/Form/SelectField';
import { TextField } from '@/components/Form/TextField';
import { useT } from '@/i18n/i18n-context';
import { fieldId } from '@/lib/field-paths';
import type { ContactInput } from '@/features/groups/model/company';
import { useCountries } from '@/lib/countries-api';

type TextKey = Exclude<keyof ContactInput, 'contactTypeId' | 'country'>;

interface ContactFieldsProps {
  index: number;
  contact: ContactInput;
  onChange: (contact: ContactInput) => void;
  /** Absent when the contact may not be removed (the last required one). */
  onRemove?: () => void;
  contactTypes: readonly SelectOption[];
  /** Translated error of a field path, if any. */
  message: (path: string) => string | undefined;
}

/** One editable contact of the company form. */
export function ContactFields({ index, contact, onChange, onRemove, contactTypes, message }: ContactFieldsProps) {
  const countries = useCountries();
  const t = useT();
  const number = index + 1;
  const path = (field: keyof ContactInput) => `company.contacts.${String(index)}.${field}`;

  const text = (field: TextKey, label: string, extra: { required?: boolean; type?: string; autoComplete?: string }) => (
    <TextField
      id={fieldId(path(field))}
      label={label}
      required={extra.required ?? true}
      type={extra.type ?? 'text'}
      autoComplete={extra.autoComplete ?? 'off'}
      value={contact[field]}
      error={message(path(field))}
      onChange={(event) => {
        onChange({ ...contact, [field]: event.target.value });
      }}
    />
  );

  return (
    <fieldset className="company-form__row">
      <legend className="company-form__legend">{t('company.contactNumber', { number })}</legend>
      <div className="company-form__grid">
        <SelectField
          id={fieldId(path('contactTypeId'))}
          label={t('company.contactType')}
          required
          placeholder={t('company.choose')}
          options={contactTypes}
          value={contact.contactTypeId === 0 ? '' : String(contact.contactTypeId)}
          error={message(path('contactTypeId'))}
          onChange={(event) => {
            onChange({ ...contact, contactTypeId: Number(event.target.value) });
          }}
        />
        {text('firstName', t('account.firstName'), {})}
        {text('lastName', t('account.lastName'), {})}
        {text('emailAddress', t('account.email'), { type: 'email' })}
        {text('phoneDirect', t('account.phone'), { type: 'tel' })}
        {text('address1', t('account.address1'), {})}
        {text('address2', t('account.address2'), { required: false })}
        {text('city', t('account.cityTown'), {})}
        {text('state', t('account.stateProvince'), {})}
        {text('zip', t('account.postalCode'), {})}
        <CountrySelect
          countries={countries}
          id={fieldId(path('country'))}
          label={t('account.country')}
          required
          value={contact.country}
          error={message(path('country'))}
          onChange={(country) => {
            onChange({ ...contact, country: country.code });
          }}
        />
      </div>
      {onRemove && (
        <Button variant="link" size="sm" onClick={onRemove}>
          {t('company.removeContact', { number })}
        </Button>
      )}
    </fieldset>
  );
}
