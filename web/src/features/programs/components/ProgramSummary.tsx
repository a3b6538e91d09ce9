import { useEffect, useRef } from 'react';
import type { MessageKey } from '@/i18n/catalogs';
import { fieldErrorMessage } from '@/i18n/error-messages';
import { useT } from '@/i18n/i18n-context';
import type { ShareList } from '@/features/programs/model/program-draft';
import { sectionOfPart, type ProgramSection, type SummaryEntry, type SummaryPart } from '@/features/programs/model/program-sections';

const partMessages: Record<Exclude<SummaryPart, ShareList | 'platform'>, MessageKey> = {
  information: 'programForm.summaryInformation',
  investment: 'programForm.summaryInvestment',
  fees: 'programForm.summaryFees',
  position: 'programForm.summaryPosition',
  description: 'programForm.summaryDescription',
};

const listNames: Record<ShareList, MessageKey> = {
  methodologies: 'programForm.sectionDecisionMaking',
  allocationStrategies: 'programForm.sectionStrategy',
  compositions: 'programForm.sectionComposition',
  holdings: 'programForm.holdings',
};

interface ProgramSummaryProps {
  entries: readonly SummaryEntry[];
  /** Opens the entry's section and focuses its first control in error. */
  onJump: (entry: SummaryEntry, section: ProgramSection) => void;
}

/**
 * The links at the form's end to the parts with problems (spec: basic information, investment
 * information, and 'Total must equal 100%' for each of the four lists). It takes focus when it
 * appears so the reader hears what to fix.
 */
export function ProgramSummary({ entries, onJump }: ProgramSummaryProps) {
  const t = useT();
  const banner = useRef<HTMLDivElement>(null);
  const shown = entries.length > 0;

  useEffect(() => {
    if (shown) banner.current?.focus();
  }, [shown]);

  if (!shown) return null;
  const text = (entry: SummaryEntry) => {
    if (entry.part === 'platform') return fieldErrorMessage(t, entry.key);
    if (entry.part in listNames) {
      return t('programForm.summaryList', { list: t(listNames[entry.part as ShareList]), message: fieldErrorMessage(t, entry.key) });
    }
    return t(partMessages[entry.part as keyof typeof partMessages]);
  };
  return (
    <div ref={banner} role="alert" tabIndex={-1} className="form-error-summary">
      <p className="form-error-summary__title">{t('summary.title')}</p>
      <ul>
        {entries.map((entry) => (
          <li key={entry.part}>
            <a
              href={`#${entry.targetId}`}
              onClick={(event) => {
                // Focus, not navigate: a hash change would be a route change for the router.
                event.preventDefault();
                onJump(entry, sectionOfPart(entry.part));
              }}
            >
              {text(entry)}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
