import { useT } from '@/i18n/i18n-context';
import { missingValue } from '@/lib/format';

/**
 * A formatted figure in a table cell. The dash of a missing one is read out as "not available":
 * a screen reader would otherwise say nothing, or "en dash", where a figure is expected.
 */
export function Figure({ text }: { text: string }) {
  const t = useT();
  if (text !== missingValue) return text;
  return (
    <>
      <span aria-hidden="true">{missingValue}</span>
      <span className="visually-hidden">{t('risk.notAvailable')}</span>
    </>
  );
}
