import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { ErrorAlert } from '@/components/Alert/ErrorAlert';
import { Button } from '@/components/Button/Button';
import { buttonClassName } from '@/components/Button/button-class';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { CountrySelect } from '@/components/Form/CountrySelect';
import { FieldMessages } from '@/components/Form/FieldParts';
import { FieldRow } from '@/components/Form/FieldRow';
import { PhoneField } from '@/components/Form/PhoneField';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { Spinner } from '@/components/Spinner/Spinner';
import { useToast } from '@/components/Toast/toast-context';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { useCountries } from '@/lib/countries-api';
import { referenceName } from '@/lib/reference-data';
import { useNavigate } from '@/lib/router/Router';
import { useForm } from '@/lib/use-form';
import { createUser, rolesQuery, userListKey } from '@/features/admin/api/users';
import { adminUserPath } from '@/features/admin/model/admin-user';
import {
  assignableRoles,
  initialNewUser,
  newAccountBody,
  newUserFieldErrors,
  validateNewUser,
  withRole,
} from '@/features/admin/model/new-user';
import '@/components/ProfileForm/ProfileForm.css';
import './admin.css';

/** Adding a user: /admin/users/add, for administrators; anyone else is told the page does not exist. */
export function AdminUserAddPage() {
  return <RequireSignIn>{(session) => (session.isAdmin ? <AddUserScreen /> : <LostPage />)}</RequireSignIn>;
}

function AddUserScreen() {
  const t = useT();
  return (
    <Page
      title={t('screens.adminUserAdd')}
      actions={
        <LangLink to={`${paths.admin}/users`} className={buttonClassName('secondary', 'sm')}>
          {t('admin.backToUsers')}
        </LangLink>
      }
    >
      <AddUserForm />
    </Page>
  );
}

type TextFieldName = 'email' | 'password' | 'confirmPassword' | 'firstName' | 'lastName';

/**
 * The new account's email, password, name, phone, country and roles (Member ticked to start
 * with), checked by the registration's rules; 'User added', then the user's page. The server's
 * field errors show at their fields.
 */
function AddUserForm() {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const countries = useCountries();
  const rolesErrorId = useId();
  const form = useForm(() => initialNewUser(lang), validateNewUser);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const { values } = form;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.checkBeforeSubmit()) return;
    setWorking(true);
    try {
      const userId = await createUser(newAccountBody(values, lang));
      void queryClient.invalidateQueries({ queryKey: userListKey });
      toast.show(t('toast.userAdded'), { variant: 'success' });
      navigate(localizePath(lang, adminUserPath(userId)));
    } catch (error) {
      const fields = newUserFieldErrors(error);
      if (!fields || !form.showServerErrors(fields)) setFailure(errorMessageKey(error));
      setWorking(false);
    }
  };

  // Someone else's account: the browser must not fill in the administrator's own details.
  const text = (field: TextFieldName, label: MessageKey, type: 'text' | 'email' | 'password' = 'text') => (
    <TextField
      id={form.fieldId(field)}
      label={t(label)}
      type={type}
      name={field}
      autoComplete={type === 'password' ? 'new-password' : 'off'}
      required
      value={values[field]}
      error={form.error(field)}
      onChange={(event) => {
        form.set(field, event.target.value);
      }}
    />
  );

  return (
    <form className="profile-form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure && <Alert variant="danger">{t(failure)}</Alert>}
      <p className="profile-form__note">{t('validation.requiredFields')}</p>
      {text('email', 'account.email', 'email')}
      <FieldRow>
        {text('password', 'account.password', 'password')}
        {text('confirmPassword', 'account.confirmPassword', 'password')}
      </FieldRow>
      <FieldRow>
        {text('firstName', 'account.firstName')}
        {text('lastName', 'account.lastName')}
      </FieldRow>
      <CountrySelect
        countries={countries}
        id={form.fieldId('country')}
        label={t('account.country')}
        name="country"
        required
        value={values.country}
        error={form.error('country')}
        onChange={(country) => {
          form.set('country', country.code);
          form.set('phonePrefix', country.dialingPrefix);
        }}
      />
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
      <fieldset
        id={form.fieldId('roleIds')}
        className="profile-form__section"
        aria-describedby={form.error('roleIds') ? rolesErrorId : undefined}
      >
        <legend>{t('admin.rolesLegend')}</legend>
        <p className="profile-form__note">{t('admin.newUserRolesHint')}</p>
        <RoleChoices
          roleIds={values.roleIds}
          onChange={(roleIds) => {
            form.set('roleIds', roleIds);
          }}
        />
        <FieldMessages hint={undefined} hintId={undefined} error={form.error('roleIds')} errorId={rolesErrorId} />
      </fieldset>
      <div className="profile-form__actions">
        <Button type="submit" variant="primary" loading={working}>
          {working ? t('common.working') : t('admin.addUser')}
        </Button>
      </div>
    </form>
  );
}

/** A box per role the account may start with; the role list comes from the server. */
function RoleChoices({ roleIds, onChange }: { roleIds: readonly number[]; onChange: (roleIds: number[]) => void }) {
  const lang = useLang();
  const { data: roles, error, isPending } = useQuery(rolesQuery);
  if (isPending) return <Spinner />;
  if (error) return <ErrorAlert error={error} />;
  return assignableRoles(roles).map((role) => (
    <CheckboxField
      key={role.id}
      label={referenceName(role, lang)}
      name="roleIds"
      value={role.id}
      checked={roleIds.includes(role.id)}
      onChange={(event) => {
        onChange(withRole(roleIds, role.id, event.target.checked));
      }}
    />
  ));
}
