import type { FocusEvent } from 'react';
import { CountrySelect } from '@/components/Form/CountrySelect';
import { FieldRow } from '@/components/Form/FieldRow';
import { PhoneField } from '@/components/Form/PhoneField';
import { SelectField } from '@/components/Form/SelectField';
import { TextField } from '@/components/Form/TextField';
import { useLang, useT } from '@/i18n/i18n-context';
import { fieldId } from '@/lib/field-paths';
import { referenceName, useReferenceData } from '@/lib/reference-data';
import type { PersonalDetails } from '@/features/auth/model/personal-details';
import { useCountries } from '@/lib/countries-api';

type TextKey = Exclude<keyof PersonalDetails, 'contactTypeId' | 'country' | 'phonePrefix' | 'phone'>;

interface PersonalDetailsFieldsProps {
  details: PersonalDetails;
  onChange: (details: PersonalDetails) => void;
  /** Translated error of a field, if it is to be shown. */
  error: (field: keyof PersonalDetails) => string | undefined;
  /** A field lost focus: from then on its errors show while typing. */
  onLeave: (field: string) => void;
}

const autoCompletes: Record<TextKey, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  address1: 'address-line1',
  address2: 'address-line2',
  cityTown: 'address-level2',
  stateProvince: 'address-level1',
  postalCode: 'postal-code',
  password: 'new-password',
  confirmPassword: 'new-password',
};

/** 'I am a' and the registrant's personal details, the first step of the CTA registration. */
export function PersonalDetailsFields({ details, onChange, error, onLeave }: PersonalDetailsFieldsProps) {
  const countries = useCountries();
  const t = useT();
  const lang = useLang();
  const contactTypes = useReferenceData().data?.contactTypes ?? [];
  const set = (changes: Partial<PersonalDetails>) => {
    onChange({ ...details, ...changes });
  };

  const text = (field: TextKey, label: string, type = 'text', required = true) => (
    <TextField
      id={fieldId(field)}
      name={field}
      label={label}
      type={type}
      autoComplete={autoCompletes[field]}
      required={required}
      value={details[field]}
      error={error(field)}
      onChange={(event) => {
        set({ [field]: event.target.value });
      }}
    />
  );

  return (
    <fieldset
      className="join-cta__step"
      // Every control is named after its field, so one listener sees which field was left.
      onBlur={(event: FocusEvent<HTMLFieldSetElement>) => {
        const name = event.target.getAttribute('name');
        if (name) onLeave(name);
      }}
    >
      <legend className="join-cta__legend">{t('joinCta.personalDetails')}</legend>
      <SelectField
        id={fieldId('contactTypeId')}
        name="contactTypeId"
        label={t('joinCta.contactType')}
        required
        placeholder={t('company.choose')}
        options={contactTypes.map((type) => ({ value: String(type.id), label: referenceName(type, lang) }))}
        value={details.contactTypeId === 0 ? '' : String(details.contactTypeId)}
        error={error('contactTypeId')}
        onChange={(event) => {
          set({ contactTypeId: Number(event.target.value) });
        }}
      />
      <FieldRow>
        {text('firstName', t('account.firstName'))}
        {text('lastName', t('account.lastName'))}
      </FieldRow>
      {text('email', t('account.email'), 'email')}
      <PhoneField
        prefixId={fieldId('phonePrefix')}
        phoneId={fieldId('phone')}
        required
        prefix={details.phonePrefix}
        phone={details.phone}
        prefixError={error('phonePrefix')}
        phoneError={error('phone')}
        onPrefixChange={(phonePrefix) => {
          set({ phonePrefix });
        }}
        onPhoneChange={(phone) => {
          set({ phone });
        }}
      />
      {text('address1', t('account.address1'))}
      {text('address2', t('account.address2'), 'text', false)}
      <FieldRow>
        {text('cityTown', t('account.cityTown'))}
        <CountrySelect
          countries={countries}
          id={fieldId('country')}
          name="country"
          label={t('account.country')}
          autoComplete="country"
          required
          value={details.country}
          error={error('country')}
          onChange={(country) => {
            set({ country: country.code, phonePrefix: country.dialingPrefix });
          }}
        />
      </FieldRow>
      <FieldRow>
        {text('stateProvince', t('account.stateProvince'))}
        {text('postalCode', t('account.postalCode'))}
      </FieldRow>
      <FieldRow>
        {text('password', t('account.password'), 'password')}
        {text('confirmPassword', t('account.confirmPassword'), 'password')}
      </FieldRow>
    </fieldset>
  );
}
