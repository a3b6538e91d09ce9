import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Member registration: /register. For now the screen shows its title; its feature work fills it in. */
export function RegisterPage() {
  const t = useT();
  return <Page title={t('screens.register')} />;
}
