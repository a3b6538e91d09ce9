import { useId } from 'react';
import { fieldErrorMessage } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { referenceName, type ReferenceItem } from '@/lib/reference-data';
import { PercentField } from './PercentField';
import type { Share } from '@/features/programs/api/program-form';
import { shareTotalText, type ShareList } from '@/features/programs/model/program-draft';
import { listFieldId, shareFieldId } from '@/features/programs/model/program-sections';

interface ShareListFieldProps {
  list: ShareList;
  legend: string;
  types: readonly ReferenceItem[];
  /** Type id → percent text. */
  entries: Readonly<Record<number, string>>;
  onChange: (entries: Readonly<Record<number, string>>) => void;
  /** The list as sent, whose indexes the errors' paths use. */
  sent: readonly Share[];
  errors: Readonly<Record<string, string | undefined>>;
}

/**
 * One percentage per type of a list (methodology, strategies, composition, holding periods), with
 * the running total the list must bring to 0 or 100 %.
 */
export function ShareListField({ list, legend, types, entries, onChange, sent, errors }: ShareListFieldProps) {
  const t = useT();
  const lang = useLang();
  const totalId = useId();
  const totalKey = errors[`program.${list}`];
  const totalError = totalKey === undefined ? undefined : fieldErrorMessage(t, totalKey);
  const errorOf = (typeId: number) => {
    const index = sent.findIndex((share) => share.typeId === typeId);
    const key = index < 0 ? undefined : (errors[`program.${list}.${String(index)}.value`] ?? errors[`program.${list}.${String(index)}.typeId`]);
    return key === undefined ? undefined : fieldErrorMessage(t, key);
  };
  return (
    <fieldset id={listFieldId(list)} className="program-form__shares" tabIndex={-1} aria-describedby={totalId}>
      <legend className="field__label">{legend}</legend>
      <div className="program-form__grid">
        {types.map((type) => (
          <PercentField
            key={type.id}
            id={shareFieldId(list, type.id)}
            label={t('programForm.percentLabel', { label: referenceName(type, lang) })}
            value={entries[type.id] ?? ''}
            error={errorOf(type.id)}
            onChange={(text) => {
              onChange({ ...entries, [type.id]: text });
            }}
          />
        ))}
      </div>
      <div id={totalId} className="program-form__total">
        <p className="program-form__total-value">{t('programForm.total', { total: shareTotalText(entries) })}</p>
        {totalError && <p className="field__error">{totalError}</p>}
      </div>
    </fieldset>
  );
}
