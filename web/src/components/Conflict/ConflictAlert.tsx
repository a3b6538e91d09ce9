import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import type { Lang } from '@/config/languages';
import { useI18n } from '@/i18n/i18n-context';
import { ApiError } from '@/lib/errors';

/** Whether a failed save lost to a newer version (409 `conflict`). */
export function isConflict(error: unknown): error is ApiError {
  return error instanceof ApiError && error.code === 'conflict';
}

/** A stored moment (RFC 3339) in the reader's language, to the minute. */
export function formatChangedAt(at: string, lang: Lang): string {
  const date = new Date(at);
  if (Number.isNaN(date.getTime())) return at;
  return new Intl.DateTimeFormat(lang === 'zh-hans' ? 'zh-Hans-CN' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(date);
}

/**
 * A save refused because someone saved a newer version since the page loaded: who and when, and
 * a Reload that fetches the stored version (the edits on the page are then discarded, which is
 * why the editor chooses it instead of the page doing it at once).
 */
export function ConflictAlert({ error, onReload }: { error: ApiError; onReload: () => void }) {
  const { t, lang } = useI18n();
  const at = error.changedAt === undefined ? undefined : formatChangedAt(error.changedAt, lang);
  const detail =
    error.changedBy !== undefined && at !== undefined
      ? t('conflict.changedBy', { name: error.changedBy, at })
      : at !== undefined
        ? t('conflict.changedAt', { at })
        : t('conflict.changed');
  return (
    <Alert variant="warning" title={t('errors.conflict')}>
      <p>{detail}</p>
      <p>{t('conflict.reloadHint')}</p>
      <Button type="button" variant="primary" size="sm" onClick={onReload}>
        {t('conflict.reload')}
      </Button>
    </Alert>
  );
}
