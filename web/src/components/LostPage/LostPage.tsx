import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n-context';

/** Any path the site does not know: says so and leads back to the program list. */
export function LostPage() {
  const t = useT();
  return (
    <Page title={t('lost.heading')} documentTitle={t('errors.pageNotFound')}>
      <p>{t('lost.body')}</p>
      <p>
        <LangLink to={paths.performance}>{t('lost.link')}</LangLink>
      </p>
    </Page>
  );
}
