import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/**
 * A screen that failed to load or render. The usual cause is a release made while the visitor
 * had the site open (old chunk names are gone), which a reload fixes.
 */
export function RouteError() {
  const t = useT();
  return (
    <Page title={t('errors.generic')}>
      <Alert>{t('errors.unexpected')}</Alert>
      <Button
        variant="primary"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('common.reload')}
      </Button>
    </Page>
  );
}
