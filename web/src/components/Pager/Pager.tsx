import { useId, useState } from 'react';
import { Button } from '@/components/Button/Button';
import { pageSizeOptions as defaultPageSizes } from '@/config/ui';
import { useT } from '@/i18n/i18n-context';
import { clampPage, pageRange } from './pager-range';
import './Pager.css';

interface PagerProps {
  /** 1-based, as the API's `pageNumber`. */
  pageNumber: number;
  pageSize: number;
  totalCount: number;
  onPageChange: (pageNumber: number) => void;
  /** Shows the rows-per-page choice when given. */
  onPageSizeChange?: (pageSize: number) => void;
  pageSizeOptions?: readonly number[];
}

/** 'x – y of total', previous/next, a page-number box (1 … pages) and the rows-per-page choice. */
export function Pager({
  pageNumber,
  pageSize,
  totalCount,
  onPageChange,
  onPageSizeChange,
  pageSizeOptions = defaultPageSizes,
}: PagerProps) {
  const t = useT();
  const sizeId = useId();
  const { from, to, pages } = pageRange(pageNumber, pageSize, totalCount);

  return (
    <nav className="pager" aria-label={t('pager.label')}>
      <p className="pager__range" aria-live="polite">
        {t('pager.range', { from, to, total: totalCount })}
      </p>
      <div className="pager__controls">
        <Button
          size="sm"
          aria-label={t('pager.previous')}
          disabled={pageNumber <= 1}
          onClick={() => {
            onPageChange(pageNumber - 1);
          }}
        >
          <span aria-hidden="true">‹</span>
        </Button>
        {/* Remounted when the page changes elsewhere, so the box never shows a stale number. */}
        <PageNumberInput key={pageNumber} pageNumber={pageNumber} pages={pages} onPageChange={onPageChange} />
        <Button
          size="sm"
          aria-label={t('pager.next')}
          disabled={pageNumber >= pages}
          onClick={() => {
            onPageChange(pageNumber + 1);
          }}
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      {onPageSizeChange && (
        <div className="pager__size">
          <label htmlFor={sizeId}>{t('pager.pageSize')}</label>
          <select
            id={sizeId}
            value={pageSize}
            onChange={(event) => {
              onPageSizeChange(Number(event.target.value));
            }}
          >
            {pageSizeOptions.map((size) => (
              <option key={size} value={size}>
                {size}
              </option>
            ))}
          </select>
        </div>
      )}
    </nav>
  );
}

interface PageNumberInputProps {
  pageNumber: number;
  pages: number;
  onPageChange: (pageNumber: number) => void;
}

function PageNumberInput({ pageNumber, pages, onPageChange }: PageNumberInputProps) {
  const t = useT();
  const inputId = useId();
  const [draft, setDraft] = useState(String(pageNumber));

  const commit = () => {
    const page = clampPage(draft, pages);
    if (page === undefined) {
      setDraft(String(pageNumber));
      return;
    }
    setDraft(String(page));
    if (page !== pageNumber) onPageChange(page);
  };

  return (
    <span className="pager__page">
      <label htmlFor={inputId}>{t('pager.page')}</label>
      <input
        id={inputId}
        type="number"
        inputMode="numeric"
        min={1}
        max={pages}
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
        }}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') commit();
        }}
      />
      <span>{t('pager.ofPages', { pages })}</span>
    </span>
  );
}
