import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Setting a new password from the emailed link: /reset-password. For now the screen shows its title; its feature work fills it in. */
export function ResetPasswordPage() {
  const t = useT();
  return <Page title={t('screens.resetPassword')} />;
}
