import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { CountrySelect } from '@/components/Form/CountrySelect';
import { FieldRow } from '@/components/Form/FieldRow';
import { PhoneField } from '@/components/Form/PhoneField';
import { TextField } from '@/components/Form/TextField';
import { useToast } from '@/components/Toast/toast-context';
import { isEdited } from '@/components/UnsavedChanges/edited';
import { useUnsavedChanges } from '@/components/UnsavedChanges/use-unsaved-changes';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { useForm } from '@/lib/use-form';
import { collectErrors, type FieldErrors } from '@/lib/validation';
import type { Country } from '@/lib/countries';
import { changesEmail, trimProfile, validateProfile, type Profile } from './profile-rules';
import './ProfileForm.css';

/** The form's fields: the profile, and the current password a new address may need. */
type ProfileValues = Profile & { currentPassword: string };

function validator(saved: Profile, confirmsEmailChange: boolean) {
  return (values: ProfileValues): FieldErrors => ({
    ...validateProfile(values),
    ...collectErrors({
      currentPassword:
        confirmsEmailChange && changesEmail(saved, values) && values.currentPassword === '' ? 'PasswordRequired' : undefined,
    }),
  });
}

export interface ProfileFormProps {
  /** The profile as stored: the form starts from it. */
  profile: Profile;
  /** The countries named in the interface language (`useCountries`); undefined while loading. */
  countries: readonly Country[] | undefined;
  /**
   * Sends the profile (trimmed) with the current password typed for a new address ('' when none
   * was asked); answers the profile as stored, which the form then shows.
   */
  save: (profile: Profile, currentPassword: string) => Promise<Profile>;
  /**
   * The owner's own form: changing the address needs their current password. An administrator
   * editing someone's profile is not asked for it.
   */
  confirmsEmailChange?: boolean;
}

/**
 * The account profile form (spec screen 4): name, email, phone, mailing address, website and
 * preferences, with the spec's rules and the server's field errors; 'Profile Saved' once stored.
 * The member's profile tab and the administrators' user page both edit with it.
 */
export function ProfileForm({ profile, countries, save, confirmsEmailChange = false }: ProfileFormProps) {
  const t = useT();
  const toast = useToast();
  const [saved, setSaved] = useState(profile);
  const form = useForm<ProfileValues>({ ...profile, currentPassword: '' }, validator(saved, confirmsEmailChange));
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const { values } = form;
  const unsaved = useUnsavedChanges(!working && isEdited(values, { ...saved, currentPassword: '' }));

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.checkBeforeSubmit()) return;
    setWorking(true);
    try {
      const { currentPassword, ...edited } = values;
      const answer = await save(trimProfile(edited), currentPassword);
      setSaved(answer);
      form.reset({ ...answer, currentPassword: '' });
      toast.show(t('toast.profileSaved'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed' && form.showServerErrors(error.fields)) return;
      setFailure(errorMessageKey(error));
    } finally {
      setWorking(false);
    }
  };

  const text = (field: 'address1' | 'address2' | 'cityTown' | 'stateProvince' | 'postalCode', autoComplete: string) => (
    <TextField
      id={form.fieldId(field)}
      label={t(`account.${field}`)}
      name={field}
      autoComplete={autoComplete}
      value={values[field]}
      error={form.error(field)}
      onChange={(event) => {
        form.set(field, event.target.value);
      }}
    />
  );

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {unsaved.notice}
      {failure && <Alert variant="danger">{t(failure)}</Alert>}
      <p className="profile-form__note">{t('validation.requiredFields')}</p>
      <FieldRow>
        <TextField
          id={form.fieldId('firstName')}
          label={t('account.firstName')}
          name="firstName"
          autoComplete="given-name"
          required
          value={values.firstName}
          error={form.error('firstName')}
          onChange={(event) => {
            form.set('firstName', event.target.value);
          }}
        />
        <TextField
          id={form.fieldId('lastName')}
          label={t('account.lastName')}
          name="lastName"
          autoComplete="family-name"
          required
          value={values.lastName}
          error={form.error('lastName')}
          onChange={(event) => {
            form.set('lastName', event.target.value);
          }}
        />
      </FieldRow>
      <TextField
        id={form.fieldId('email')}
        label={t('account.email')}
        type="email"
        name="email"
        autoComplete="email"
        required
        value={values.email}
        error={form.error('email')}
        onChange={(event) => {
          form.set('email', event.target.value);
        }}
      />
      {confirmsEmailChange && changesEmail(saved, values) && (
        <TextField
          id={form.fieldId('currentPassword')}
          label={t('password.current')}
          hint={t('profile.emailChangeNeedsPassword')}
          type="password"
          name="currentPassword"
          autoComplete="current-password"
          required
          value={values.currentPassword}
          error={form.error('currentPassword')}
          onChange={(event) => {
            form.set('currentPassword', event.target.value);
          }}
        />
      )}
      <PhoneField
        prefixId={form.fieldId('phonePrefix')}
        phoneId={form.fieldId('phone')}
        required
        prefix={values.phonePrefix}
        phone={values.phone}
        prefixError={form.error('phonePrefix')}
        phoneError={form.error('phone')}
        onPrefixChange={(prefix) => {
          form.set('phonePrefix', prefix);
        }}
        onPhoneChange={(phone) => {
          form.set('phone', phone);
        }}
      />
      <fieldset className="profile-form__section">
        <legend>{t('profile.addressSection')}</legend>
        {text('address1', 'address-line1')}
        {text('address2', 'address-line2')}
        <FieldRow>
          {text('cityTown', 'address-level2')}
          {text('stateProvince', 'address-level1')}
        </FieldRow>
        <FieldRow>
          {text('postalCode', 'postal-code')}
          <CountrySelect
            countries={countries}
            id={form.fieldId('country')}
            label={t('account.country')}
            name="country"
            autoComplete="country"
            required
            value={values.country}
            error={form.error('country')}
            onChange={(country) => {
              form.set('country', country.code);
              form.set('phonePrefix', country.dialingPrefix);
            }}
          />
        </FieldRow>
      </fieldset>
      <TextField
        id={form.fieldId('website')}
        label={t('account.website')}
        type="url"
        name="website"
        autoComplete="url"
        value={values.website}
        error={form.error('website')}
        onChange={(event) => {
          form.set('website', event.target.value);
        }}
      />
      <fieldset className="profile-form__section">
        <legend>{t('profile.preferencesSection')}</legend>
        <CheckboxField
          label={t('account.getNewsletter')}
          name="getNewsletter"
          checked={values.getNewsletter}
          onChange={(event) => {
            form.set('getNewsletter', event.target.checked);
          }}
        />
        <CheckboxField
          label={t('account.getAlertNewProgram')}
          name="getAlertNewProgram"
          checked={values.getAlertNewProgram}
          onChange={(event) => {
            form.set('getAlertNewProgram', event.target.checked);
          }}
        />
        <CheckboxField
          label={t('account.isAccredited')}
          hint={t('footer.accreditedInvestor')}
          name="isAccredited"
          checked={values.isAccredited}
          onChange={(event) => {
            form.set('isAccredited', event.target.checked);
          }}
        />
      </fieldset>
      <div className="profile-form__actions">
        <Button type="submit" variant="primary" loading={working}>
          {working ? t('common.working') : t('profile.save')}
        </Button>
      </div>
    </form>
  );
}
