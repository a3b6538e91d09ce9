import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Account login: /login. For now the screen shows its title; its feature work fills it in. */
export function LoginPage() {
  const t = useT();
  return <Page title={t('screens.login')} />;
}
