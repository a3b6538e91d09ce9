import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { TextField } from '@/components/Form/TextField';
import { LangLink } from '@/components/LangLink/LangLink';
import { useToast } from '@/components/Toast/toast-context';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { useForm } from '@/lib/use-form';
import { checkConfirmation, checkPassword, collectErrors, type FieldErrors } from '@/lib/validation';
import { setUserPassword, type PasswordSetting } from '@/features/admin/api/users';
import '@/components/ProfileForm/ProfileForm.css';

const blank: PasswordSetting = { password: '', confirmPassword: '' };

function validate(values: PasswordSetting): FieldErrors {
  return collectErrors({
    password: checkPassword(values.password),
    confirmPassword: checkConfirmation(values.password, values.confirmPassword),
  });
}

interface UserPasswordTabProps {
  userId: number;
  /** The signed-in administrator's own account, whose password is changed from their profile. */
  ownAccount: boolean;
}

/**
 * A new password for the user, by the spec's rules; 'Password Updated' once set. The old one is
 * not asked; the user's sessions end and they sign in with the new one. An administrator's own
 * password is changed on their profile, where the current one proves it is them (setting it here
 * would end their own session too).
 */
export function UserPasswordTab({ userId, ownAccount }: UserPasswordTabProps) {
  const t = useT();
  if (ownAccount) {
    return (
      <p>
        {t('admin.ownPassword')} <LangLink to={`${paths.profile}/password`}>{t('admin.ownPasswordLink')}</LangLink>
      </p>
    );
  }
  return <PasswordSettingForm userId={userId} />;
}

function PasswordSettingForm({ userId }: { userId: number }) {
  const t = useT();
  const toast = useToast();
  const form = useForm(blank, validate);
  const [working, setWorking] = useState(false);
  const [failure, setFailure] = useState<MessageKey | null>(null);
  const { values } = form;

  const onSubmit = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFailure(null);
    if (!form.checkBeforeSubmit()) return;
    setWorking(true);
    try {
      await setUserPassword(userId, values);
      form.reset(blank);
      toast.show(t('toast.passwordUpdated'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed' && form.showServerErrors(error.fields)) return;
      setFailure(errorMessageKey(error));
    } finally {
      setWorking(false);
    }
  };

  const password = (field: keyof PasswordSetting, label: MessageKey) => (
    <TextField
      id={form.fieldId(field)}
      label={t(label)}
      type="password"
      name={field}
      // Someone else's password: the browser must not fill in the administrator's own.
      autoComplete="new-password"
      required
      value={values[field]}
      error={form.error(field)}
      onChange={(event) => {
        form.set(field, event.target.value);
      }}
    />
  );

  return (
    <form className="profile-form profile-form--narrow" noValidate onSubmit={(event) => void onSubmit(event)}>
      {failure && <Alert variant="danger">{t(failure)}</Alert>}
      <p className="profile-form__note">{t('admin.passwordNote')}</p>
      {password('password', 'password.new')}
      {password('confirmPassword', 'password.confirmNew')}
      <div className="profile-form__actions">
        <Button type="submit" variant="primary" loading={working}>
          {working ? t('common.working') : t('password.update')}
        </Button>
      </div>
    </form>
  );
}
