import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { paths } from '@/config/paths';
import type { MessageKey } from '@/i18n/catalogs';
import { useT } from '@/i18n/i18n-context';
import './indexes.css';

interface Part {
  heading: MessageKey;
  paragraphs?: readonly MessageKey[];
  items?: readonly MessageKey[];
}

/** The rules as the server applies them (analytics-core `index`, server `indexes`). */
const parts: readonly Part[] = [
  {
    heading: 'indexes.methodologyReturnsHeading',
    paragraphs: ['indexes.methodologyReturnsMean', 'indexes.methodologyReturnsEstimated', 'indexes.methodologyReturnsStatistics'],
  },
  {
    heading: 'indexes.methodologyMembershipHeading',
    paragraphs: ['indexes.methodologyMembershipMonthly', 'indexes.methodologyMembershipTrack', 'indexes.methodologyMembershipActive'],
  },
  {
    heading: 'indexes.methodologyFamiliesHeading',
    items: [
      'indexes.methodologyFamilyMain',
      'indexes.methodologyFamilySector',
      'indexes.methodologyFamilyStrategy',
      'indexes.methodologyFamilyAssets',
    ],
    paragraphs: ['indexes.methodologyFamilyClassification'],
  },
  {
    heading: 'indexes.methodologyRankingsHeading',
    paragraphs: [
      'indexes.methodologyRankingsMonth',
      'indexes.methodologyRankingsMeasures',
      'indexes.methodologyRankingsHidden',
      'indexes.methodologyRankingsAwards',
    ],
  },
  { heading: 'indexes.methodologyUpdatesHeading', paragraphs: ['indexes.methodologyUpdates'] },
  { heading: 'indexes.methodologyInvestHeading', paragraphs: ['indexes.methodologyInvest'] },
];

/** How the CTA indexes, their rankings and awards are made: /indexes/methodology. */
export function IndexMethodologyPage() {
  const t = useT();
  return (
    <Page title={t('indexes.methodologyTitle')}>
      <div className="methodology">
        <p>{t('indexes.methodologyIntro')}</p>
        {parts.map((part) => (
          <section key={part.heading}>
            <h2>{t(part.heading)}</h2>
            {part.items && (
              <ul>
                {part.items.map((key) => (
                  <li key={key}>{t(key)}</li>
                ))}
              </ul>
            )}
            {part.paragraphs?.map((key) => <p key={key}>{t(key)}</p>)}
          </section>
        ))}
        <p>
          <LangLink to={paths.indexes}>{t('indexes.methodologyBrowse')}</LangLink>
        </p>
      </div>
    </Page>
  );
}
