import { Alert } from '@/components/Alert/Alert';
import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The support line a suspended member is asked to call. */
const supportPhone = '+1 312-555-0100';
const supportPhoneHref = `tel:${supportPhone.replace(/[^+\d]/g, '')}`;

/** Where a Member Limited Access user is sent: /login/suspended. No session is stored. */
export function LoginSuspendedPage() {
  const t = useT();
  return (
    <Page title={t('screens.loginSuspended')}>
      <Alert variant="warning" title={t('auth.suspendedTitle')}>
        <p>{t('auth.suspended', { phone: supportPhone })}</p>
        <p>
          <a href={supportPhoneHref}>{supportPhone}</a>
        </p>
      </Alert>
    </Page>
  );
}
