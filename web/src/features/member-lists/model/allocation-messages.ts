import type { Lang } from '@/config/languages';
import { formatExactAmount } from '@/lib/format';
import { fieldErrorMessage } from '@/i18n/error-messages';
import type { Translate } from '@/i18n/translate';
import { earliestAllocation, maxLeverage, minLeverage } from '@/lib/allocation';

interface AllocationTerms {
  investmentMin?: number | null;
  currency?: string | null;
  dateInception?: string | null;
}

/**
 * The words for an allocation field's problem, whether the browser or the server found it: the
 * keys are the same, and the figures (minimum, date range) come from the program. The minimum is
 * exact: it is what the member types against.
 */
export function allocationMessage(t: Translate, lang: Lang, key: string, terms: AllocationTerms, today: string): string {
  switch (key) {
    case 'required':
      return t('validation.required');
    case 'belowMinimum':
      return terms.investmentMin && terms.investmentMin > 0
        ? t('members.belowMinimum', { min: formatExactAmount(terms.investmentMin, terms.currency, lang) })
        : t('members.amountPositive');
    case 'invalidLeverage':
      return t('members.invalidLeverage', { min: minLeverage, max: maxLeverage });
    case 'outOfRange':
      return t('members.dateOutOfRange', { from: earliestAllocation(terms.dateInception) ?? '', to: today });
    case 'invalidColor':
      return t('members.invalidColor');
    default:
      return fieldErrorMessage(t, key);
  }
}
