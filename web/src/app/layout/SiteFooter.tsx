import { LangLink } from '@/components/LangLink/LangLink';
import { paths } from '@/config/paths';
import { useT } from '@/i18n/i18n-context';
import { useHealth } from '@/lib/health';
import './SiteFooter.css';

/** Disclaimers the spec requires on every page, site links and, on demo data, a clear notice. */
export function SiteFooter() {
  const t = useT();
  const health = useHealth();
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        {health.data?.demoData === true && (
          <p className="site-footer__demo" role="note">
            {t('footer.demoData')}
          </p>
        )}
        <div className="site-footer__disclaimers">
          <p>{t('footer.pastPerformance')}</p>
          <p>{t('footer.riskWarning')}</p>
          <p>{t('footer.accreditedInvestor')}</p>
        </div>
        <nav aria-label={t('footer.links')}>
          <ul className="site-footer__links">
            <li>
              <LangLink to={paths.termsOfService}>{t('footer.terms')}</LangLink>
            </li>
            <li>
              <LangLink to={paths.privacyPolicy}>{t('footer.privacy')}</LangLink>
            </li>
            <li>
              <LangLink to={paths.contactUs}>{t('footer.contact')}</LangLink>
            </li>
            <li>
              <LangLink to={paths.newsletter}>{t('footer.newsletter')}</LangLink>
            </li>
          </ul>
        </nav>
        <p className="site-footer__copyright">{t('footer.copyright', { year: new Date().getFullYear() })}</p>
      </div>
    </footer>
  );
}
