import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Requesting a password reset email: /forgot-password. For now the screen shows its title; its feature work fills it in. */
export function ForgotPasswordPage() {
  const t = useT();
  return <Page title={t('screens.forgotPassword')} />;
}
