import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '@/i18n/i18n-context';
import type { ColumnPreferences } from '@/features/listings/model/column-preferences';
import { moveColumn, toggleColumn } from '@/features/listings/model/column-preferences';
import type { ListingColumnId } from './listing-columns';

interface ColumnChooserProps {
  preferences: ColumnPreferences;
  names: Readonly<Record<ListingColumnId, string>>;
  /** What a column's figure means, shown under its name (where the header's tooltip is out of reach: touch, keyboard). */
  help?: Readonly<Partial<Record<ListingColumnId, string>>>;
  onChange: (preferences: ColumnPreferences) => void;
}

/**
 * Shows or hides each column and moves it earlier or later; the program column stays first. A
 * disclosure: Escape closes it and returns to its button; a click or tap outside closes it and
 * leaves the focus where the reader went.
 */
export function ColumnChooser({ preferences, names, help = {}, onChange }: ColumnChooserProps) {
  const t = useT();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const closeOutside = (event: Event) => {
      if (event.target instanceof Node && !root.current?.contains(event.target)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOutside);
    return () => {
      document.removeEventListener('pointerdown', closeOutside);
    };
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    event.stopPropagation();
    setOpen(false);
    button.current?.focus();
  };

  return (
    <div ref={root} className="column-chooser" onKeyDown={closeOnEscape}>
      <button
        ref={button}
        type="button"
        className="listing__tool"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          setOpen(!open);
        }}
      >
        {t('listing.columns')}
      </button>
      <fieldset id={panelId} className="column-chooser__panel" hidden={!open}>
        <legend className="visually-hidden">{t('listing.columns')}</legend>
        <ol className="column-chooser__list">
          {preferences.order
            .filter((id) => id !== 'program')
            .map((id, index, shown) => (
              <li key={id} className="column-chooser__item">
                <div>
                  <label>
                    <input
                      type="checkbox"
                      checked={!preferences.hidden.includes(id)}
                      aria-describedby={help[id] ? `${panelId}-${id}-help` : undefined}
                      onChange={() => {
                        onChange(toggleColumn(preferences, id));
                      }}
                    />{' '}
                    {names[id]}
                  </label>
                  {help[id] && (
                    <p id={`${panelId}-${id}-help`} className="column-chooser__help">
                      {help[id]}
                    </p>
                  )}
                </div>
                <span className="column-chooser__moves">
                  <button
                    type="button"
                    aria-label={t('listing.moveEarlier', { column: names[id] })}
                    disabled={index === 0}
                    onClick={() => {
                      onChange({ ...preferences, order: moveColumn(preferences.order, id, -1) });
                    }}
                  >
                    ↑
                  </button>
                  <button
                    type="button"
                    aria-label={t('listing.moveLater', { column: names[id] })}
                    disabled={index === shown.length - 1}
                    onClick={() => {
                      onChange({ ...preferences, order: moveColumn(preferences.order, id, 1) });
                    }}
                  >
                    ↓
                  </button>
                </span>
              </li>
            ))}
        </ol>
      </fieldset>
    </div>
  );
}
