import { TextField } from '@/components/Form/TextField';
import { useT } from '@/i18n/i18n-context';
import { useCountries } from '@/lib/countries-api';
import { fieldId } from '@/lib/field-paths';
import type { ContactInput } from '@/features/groups/model/company';

interface LockedContactProps {
  contact: ContactInput;
  /** Name of the contact's type in the interface language ('' when none was chosen). */
  contactTypeName: string;
  message: (path: string) => string | undefined;
}

/**
 * The first contact at CTA registration: a copy of the registrant's personal details, shown but
 * not editable here (changing the details above changes it).
 */
export function LockedContact({ contact, contactTypeName, message }: LockedContactProps) {
  const t = useT();
  const countries = useCountries();
  const countryName = countries?.find((country) => country.code === contact.country)?.name ?? contact.country;
  const path = (field: keyof ContactInput) => `company.contacts.0.${field}`;
  const shown: [keyof ContactInput, string, string][] = [
    ['contactTypeId', t('company.contactType'), contactTypeName],
    ['firstName', t('account.firstName'), contact.firstName],
    ['lastName', t('account.lastName'), contact.lastName],
    ['emailAddress', t('account.email'), contact.emailAddress],
    ['phoneDirect', t('account.phone'), contact.phoneDirect],
    ['address1', t('account.address1'), contact.address1],
    ['address2', t('account.address2'), contact.address2],
    ['city', t('account.cityTown'), contact.city],
    ['state', t('account.stateProvince'), contact.state],
    ['zip', t('account.postalCode'), contact.zip],
    ['country', t('account.country'), countryName],
  ];
  return (
    <fieldset className="company-form__row">
      <legend className="company-form__legend">{t('company.contactNumber', { number: 1 })}</legend>
      <p className="company-form__note">{t('company.lockedContact')}</p>
      <div className="company-form__grid">
        {shown.map(([field, label, value]) => (
          <TextField
            key={field}
            id={fieldId(path(field))}
            label={label}
            value={value}
            readOnly
            error={message(path(field))}
          />
        ))}
      </div>
    </fieldset>
  );
}
