import { FormSection } from '@/components/Form/FormSection';
import { CheckboxField } from '@/components/Form/CheckboxField';
import { FieldRow } from '@/components/Form/FieldRow';
import { PlatformChoices } from '@/components/Form/PlatformChoices';
import { SelectField, type SelectOption } from '@/components/Form/SelectField';
import { TextAreaField } from '@/components/Form/TextAreaField';
import { TextField } from '@/components/Form/TextField';
import type { MessageKey } from '@/i18n/catalogs';
import { fieldErrorMessage } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { fieldId } from '@/lib/field-paths';
import { referenceName, usePlatforms, useReferenceData, type ReferenceItem } from '@/lib/reference-data';
import { PercentField } from './PercentField';
import type { SaveProgram } from '@/features/programs/api/program-form';
import type { ProgramDraft, ShareList } from '@/features/programs/model/program-draft';
import type { ProgramSection } from '@/features/programs/model/program-sections';
import { ShareListField } from './ShareListField';
import { useFrequencyTypes } from '@/features/programs/hooks/use-frequency-types';
import './ProgramForm.css';

export interface ProgramFormProps {
  draft: ProgramDraft;
  onChange: (draft: ProgramDraft) => void;
  /** The request the draft makes; errors name its paths (`program.compositions.2.value`). */
  body: SaveProgram;
  /** Path → message key of the errors to show now. */
  errors: Readonly<Record<string, string | undefined>>;
  /** Administrators set the status; others see it disabled. */
  canChangeStatus: boolean;
  /** The companies an administrator may move the program to (edit mode); absent: no choice. */
  groupOptions?: readonly SelectOption[];
  /** The platforms chosen, for Platform Managers in edit mode; null: no platform section. */
  platformIds: readonly number[] | null;
  onPlatformIdsChange: (platformIds: number[]) => void;
  certified: boolean;
  onCertifiedChange: (certified: boolean) => void;
  isOpen: (section: ProgramSection) => boolean;
  onToggle: (section: ProgramSection) => void;
}

const emptyItems: readonly ReferenceItem[] = [];

/** The draft's fields that hold text (numbers as typed, percentages, choices). */
type DraftText = { [K in keyof ProgramDraft]: ProgramDraft[K] extends string ? K : never }[keyof ProgramDraft];

const listLegends: Record<ShareList, MessageKey> = {
  methodologies: 'programForm.methodologies',
  allocationStrategies: 'programForm.allocationStrategies',
  compositions: 'programForm.compositions',
  holdings: 'programForm.holdings',
};

/** The program add/edit form's sections (spec screen 7), without its summary and Save button. */
export function ProgramForm(props: ProgramFormProps) {
  const { draft, onChange, body, errors, canChangeStatus, groupOptions, platformIds, isOpen, onToggle } = props;
  const t = useT();
  const lang = useLang();
  const reference = useReferenceData().data;
  const platforms = usePlatforms();
  const frequencies = useFrequencyTypes();

  const message = (field: string) => {
    const key = errors[field === 'platformIds' || field === 'acceptedAgreement' ? field : `program.${field}`];
    return key === undefined ? undefined : fieldErrorMessage(t, key);
  };
  const update = (changes: Partial<ProgramDraft>) => {
    onChange({ ...draft, ...changes });
  };
  const options = (items: readonly ReferenceItem[] | undefined): SelectOption[] =>
    (items ?? emptyItems).map((item) => ({ value: String(item.id), label: referenceName(item, lang) }));
  const yesNo: SelectOption[] = [
    { value: '1', label: t('programForm.yes') },
    { value: '0', label: t('programForm.no') },
  ];
  const section = (name: ProgramSection) => ({
    open: isOpen(name),
    onToggle: () => {
      onToggle(name);
    },
    toggleId: `program-section-${name}`,
  });

  /** A text input bound to a draft field, labelled and with its error. */
  const text = (field: DraftText, label: MessageKey, extra: { required?: boolean; number?: boolean; step?: number } = {}) => (
    <TextField
      id={fieldId(`program.${field}`)}
      label={t(label)}
      required={extra.required}
      type={extra.number ? 'number' : 'text'}
      inputMode={extra.number ? 'decimal' : undefined}
      min={extra.number ? 0 : undefined}
      step={extra.step}
      value={draft[field]}
      error={message(field)}
      onChange={(event) => {
        update({ [field]: event.target.value });
      }}
    />
  );
  const percent = (field: DraftText, label: MessageKey, required = false) => (
    <PercentField
      id={fieldId(`program.${field}`)}
      label={t('programForm.percentLabel', { label: t(label) })}
      required={required}
      value={draft[field]}
      error={message(field)}
      onChange={(value) => {
        update({ [field]: value });
      }}
    />
  );
  const select = (
    field: DraftText,
    label: MessageKey,
    choices: readonly SelectOption[],
    extra: { required?: boolean; disabled?: boolean; placeholder?: boolean } = {},
  ) => (
    <SelectField
      id={fieldId(`program.${field}`)}
      label={t(label)}
      required={extra.required}
      disabled={extra.disabled}
      placeholder={extra.placeholder === false ? undefined : t('programForm.choose')}
      options={choices}
      value={draft[field]}
      error={message(field)}
      onChange={(event) => {
        update({ [field]: event.target.value });
      }}
    />
  );
  const yesNoSelect = (field: 'usInvest' | 'highwaterMark', label: MessageKey) => (
    <SelectField
      id={fieldId(`program.${field}`)}
      label={t(label)}
      options={yesNo}
      value={draft[field] ? '1' : '0'}
      error={message(field)}
      onChange={(event) => {
        update({ [field]: event.target.value === '1' });
      }}
    />
  );
  const checkbox = (field: 'hideProgram' | 'proprietary' | 'fundingNotional', label: MessageKey) => (
    <CheckboxField
      id={fieldId(`program.${field}`)}
      label={t(label)}
      checked={draft[field]}
      error={message(field)}
      onChange={(event) => {
        update({ [field]: event.target.checked });
      }}
    />
  );
  const shareList = (list: ShareList, types: readonly ReferenceItem[] | undefined) => (
    <ShareListField
      list={list}
      legend={t(listLegends[list])}
      types={types ?? emptyItems}
      entries={draft.shares[list]}
      sent={body.program[list]}
      errors={errors}
      onChange={(entries) => {
        update({ shares: { ...draft.shares, [list]: entries } });
      }}
    />
  );
  // A currency travels as its ISO code, which is its reference code.
  const currencies: SelectOption[] = (reference?.currencies ?? emptyItems).map((item) => ({
    value: item.code,
    label: `${item.code} — ${referenceName(item, lang)}`,
  }));

  return (
    <div className="program-form">
      <FormSection title={t('programForm.sectionInformation')} {...section('information')}>
        {text('programName', 'programForm.programName', { required: true })}
        <div className="program-form__grid">
          {select('programTypeId', 'programForm.programType', options(reference?.programTypes), { required: true })}
          {select('programStatusId', 'programForm.programStatus', options(reference?.programStatuses), {
            required: true,
            disabled: !canChangeStatus,
          })}
          {select('membershipStatusId', 'programForm.membershipStatus', options(reference?.membershipStatuses), {
            required: true,
          })}
          {text('symbol', 'programForm.symbol')}
          {select('currency', 'programForm.currency', currencies, { required: true, placeholder: false })}
          {select('carorType', 'programForm.carorType', options(reference?.carorTypes), { required: true, placeholder: false })}
          {groupOptions && select('groupId', 'programForm.owningGroup', groupOptions, { required: true, placeholder: false })}
        </div>
        {checkbox('hideProgram', 'programForm.hideProgram')}
        {checkbox('proprietary', 'programForm.proprietary')}
      </FormSection>

      <FormSection title={t('programForm.sectionInvestment')} {...section('investment')}>
        <div className="program-form__grid">
          {text('investmentMin', 'programForm.investmentMin', { number: true, step: 1 })}
          {text('tradingLevelIncrease', 'programForm.tradingLevelIncrease', { number: true, step: 1 })}
          {select('subscriptionFrequencyTypeId', 'programForm.subscriptionFrequency', options(frequencies.subscription))}
          {select('redemptionFrequencyTypeId', 'programForm.redemptionFrequency', options(frequencies.redemption))}
          {select('investorRequirementTypeId', 'programForm.investorRequirement', options(reference?.investorRequirementTypes))}
          {text('lockupPeriod', 'programForm.lockupPeriod', { required: true, number: true, step: 1 })}
          {percent('wddExpected', 'programForm.wddExpected')}
          {percent('worstPeak2Trough', 'programForm.worstPeak2Trough')}
          {select('sectorFocusTypeId', 'programForm.sectorFocus', options(reference?.sectorFocusTypes))}
          {text('fundingMaxNotional', 'programForm.fundingMaxNotional', { required: true, number: true, step: 1 })}
          {yesNoSelect('usInvest', 'programForm.usInvest')}
        </div>
        {checkbox('fundingNotional', 'programForm.fundingNotional')}
      </FormSection>

      <FormSection title={t('programForm.sectionFees')} {...section('fees')}>
        <div className="program-form__grid">
          {percent('feeManagement', 'programForm.feeManagement', true)}
          {percent('feePerformance', 'programForm.feePerformance', true)}
          {text('averageCommission', 'programForm.averageCommission', { number: true, step: 0.01 })}
          {yesNoSelect('highwaterMark', 'programForm.highwaterMark')}
        </div>
      </FormSection>

      <FormSection title={t('programForm.sectionDecisionMaking')} {...section('decisionMaking')}>
        {shareList('methodologies', reference?.methodologyTypes)}
      </FormSection>

      <FormSection title={t('programForm.sectionStrategy')} {...section('strategy')}>
        {shareList('allocationStrategies', reference?.allocationStrategyTypes)}
      </FormSection>

      <FormSection title={t('programForm.sectionComposition')} {...section('composition')}>
        {shareList('compositions', reference?.compositionTypes)}
      </FormSection>

      <FormSection title={t('programForm.sectionPosition')} {...section('position')}>
        {shareList('holdings', reference?.holdingPeriodTypes)}
        <FieldRow>
          {text('roundturnYearMillion', 'programForm.roundturnYearMillion', { number: true, step: 1 })}
          {percent('marginEquityRatio', 'programForm.marginEquityRatio', true)}
        </FieldRow>
      </FormSection>

      <FormSection title={t('programForm.sectionDescription')} {...section('description')}>
        {(
          [
            ['description', 'programForm.description'],
            ['strategyInvestment', 'programForm.strategyInvestment'],
            ['strategyRisk', 'programForm.strategyRisk'],
            ['accountingNotes', 'programForm.accountingNotes'],
          ] as const
        ).map(([field, label]) => (
          <TextAreaField
            key={field}
            id={fieldId(`program.${field}`)}
            label={t(label)}
            value={draft[field]}
            error={message(field)}
            onChange={(event) => {
              update({ [field]: event.target.value });
            }}
          />
        ))}
      </FormSection>

      {platformIds && (
        <FormSection title={t('programForm.sectionPlatform')} {...section('platform')}>
          <PlatformChoices
            legend={t('programForm.platforms')}
            platforms={platforms}
            platformIds={platformIds}
            onChange={props.onPlatformIdsChange}
            error={message('platformIds')}
          />
        </FormSection>
      )}

      <FormSection title={t('programForm.sectionCertification')} {...section('certification')}>
        <CheckboxField
          id={fieldId('acceptedAgreement')}
          label={t('programForm.certify')}
          checked={props.certified}
          error={message('acceptedAgreement')}
          onChange={(event) => {
            props.onCertifiedChange(event.target.checked);
          }}
        />
      </FormSection>
    </div>
  );
}
