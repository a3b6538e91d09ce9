import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Where a Member Limited Access user is sent: /login/suspended. For now the screen shows its title; its feature work fills it in. */
export function LoginSuspendedPage() {
  const t = useT();
  return <Page title={t('screens.loginSuspended')} />;
}
