import { useState, type SubmitEvent } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { TextField } from '@/components/Form/TextField';
import { useToast } from '@/components/Toast/toast-context';
import type { MessageKey } from '@/i18n/catalogs';
import { errorMessageKey } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';
import { useForm } from '@/lib/use-form';
import { checkConfirmation, checkPassword, collectErrors, type FieldErrors } from '@/lib/validation';
import { changePassword, type PasswordChange } from '@/features/profile/api/profile';
import '@/components/ProfileForm/ProfileForm.css';

const blank: PasswordChange = { currentPassword: '', newPassword: '', passwordConfirmation: '' };

function validate(values: PasswordChange): FieldErrors {
  return collectErrors({
    currentPassword: values.currentPassword === '' ? 'PasswordRequired' : undefined,
    newPassword: checkPassword(values.newPassword),
    passwordConfirmation: checkConfirmation(values.newPassword, values.passwordConfirmation),
  });
}

/** The password tab: the current password proves it is the owner changing it. */
export function PasswordForm() {
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
      await changePassword(values);
      form.reset(blank);
      toast.show(t('toast.passwordUpdated'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed' && form.showServerErrors(error.fields)) return;
      setFailure(errorMessageKey(error));
    } finally {
      setWorking(false);
    }
  };

  const password = (field: keyof PasswordChange, label: MessageKey, autoComplete: string) => (
    <TextField
      id={form.fieldId(field)}
      label={t(label)}
      type="password"
      name={field}
      autoComplete={autoComplete}
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
      {password('currentPassword', 'password.current', 'current-password')}
      {password('newPassword', 'password.new', 'new-password')}
      {password('passwordConfirmation', 'password.confirmNew', 'new-password')}
      <div className="profile-form__actions">
        <Button type="submit" variant="primary" loading={working}>
          {working ? t('common.working') : t('password.update')}
        </Button>
      </div>
    </form>
  );
}
