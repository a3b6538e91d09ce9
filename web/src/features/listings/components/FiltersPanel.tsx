import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { SelectField } from '@/components/Form/SelectField';
import { TextField } from '@/components/Form/TextField';
import type { MessageKey } from '@/i18n/catalogs';
import { fieldErrorMessage } from '@/i18n/error-messages';
import { useLang, useT } from '@/i18n/i18n-context';
import { blendChoicesQuery } from '@/features/listings/api/blend-choices';
import { referenceName, useReferenceData, type ReferenceItem } from '@/lib/reference-data';
import { correlationRoles, isSignedIn, useSession } from '@/lib/session';
import {
  aumOptions,
  carorOptions,
  investmentOptions,
  managementFeeOptions,
  maxNameLength,
  maxRiskOptions,
  nameFilterValue,
  performanceFeeOptions,
  riskLimitOptions,
  riskRanges,
  usInvestOptions,
  yearOptions,
} from '@/features/listings/model/filter-options';
import { dateRangeProblem, type FilterKey, type ListingState, type MultiFilter, type SingleFilter } from '@/features/listings/model/listing-state';

interface FiltersPanelProps {
  /** The panel's element id, for the button that shows and hides it. */
  id: string;
  /** Shown, or collapsed behind its button. */
  open: boolean;
  state: ListingState;
  /** Sets one filter's values (an empty list removes it). */
  onFilter: (key: FilterKey, values: readonly string[]) => void;
  /** Picks a blend to correlate with ('' clears it). */
  onBlendCorrelation: (blendId: string) => void;
  /** Sets both performance months at once, or clears both. */
  onDateRange: (min: string, max: string) => void;
  /** `YYYY-MM` of the current month: the performance range may not end later. */
  currentMonth: string;
  /** Server field errors of the last request (filter name → message key). */
  serverErrors: Readonly<Record<string, string>>;
}

/**
 * Every filter of the spec's screener and the ones users asked for since (fees, US investors, a
 * name search); each change goes to the URL at once. Collapsed, the panel stays mounted, so a
 * half-typed date range or name is still there when it opens again.
 */
export function FiltersPanel({ id, open, state, onFilter, onBlendCorrelation, onDateRange, currentMonth, serverErrors }: FiltersPanelProps) {
  const t = useT();
  const lang = useLang();
  const session = useSession();
  const correlates = isSignedIn(session) && session.roles.some((role) => correlationRoles.includes(role));
  const { data: reference } = useReferenceData();
  const { data: blends } = useQuery({ ...blendChoicesQuery, enabled: correlates });
  const one = (key: SingleFilter) => state.filters[key]?.[0] ?? '';
  const many = (key: MultiFilter) => state.filters[key] ?? [];
  const currentYear = Number(currentMonth.slice(0, 4));

  const select = (key: SingleFilter, label: string, options: ReturnType<typeof carorOptions>) => (
    <SelectField
      key={key}
      name={key}
      label={label}
      placeholder={t('filters.any')}
      options={options}
      value={one(key)}
      error={serverErrors[key] && fieldErrorMessage(t, serverErrors[key])}
      onChange={(event) => {
        onFilter(key, event.target.value === '' ? [] : [event.target.value]);
      }}
    />
  );

  const checkboxes = (key: MultiFilter, label: MessageKey, items: readonly ReferenceItem[] | undefined) => (
    <fieldset key={key} className="filters__group">
      <legend>{t(label)}</legend>
      {(items ?? []).map((item) => {
        const value = String(item.id);
        const chosen = many(key);
        return (
          <label key={item.id} className="filters__choice">
            <input
              type="checkbox"
              name={key}
              value={value}
              checked={chosen.includes(value)}
              onChange={(event) => {
                onFilter(key, event.target.checked ? [...chosen, value] : chosen.filter((other) => other !== value));
              }}
            />{' '}
            {referenceName(item, lang)}
          </label>
        );
      })}
    </fieldset>
  );

  return (
    <section id={id} className="filters" aria-label={t('filters.title')} hidden={!open}>
      <div className="filters__row">
        <NameSearch
          value={one('filterByName')}
          error={serverErrors.filterByName && fieldErrorMessage(t, serverErrors.filterByName)}
          onApply={(term) => {
            onFilter('filterByName', term === '' ? [] : [term]);
          }}
        />
        {select('filterByFeeManagementMax', t('filters.managementFee'), managementFeeOptions(t))}
        {select('filterByFeePerformanceMax', t('filters.performanceFee'), performanceFeeOptions(t))}
        {select('filterByUsInvest', t('filters.usInvestors'), usInvestOptions(t))}
      </div>
      <div className="filters__row">
        {select('filterByYearStartMin', t('filters.yearStartMin'), yearOptions(currentYear))}
        {select('filterByYearStartMax', t('filters.yearStartMax'), yearOptions(currentYear))}
        <DateRange
          key={`${one('filterByDatePerformanceMin')}|${one('filterByDatePerformanceMax')}`}
          min={one('filterByDatePerformanceMin')}
          max={one('filterByDatePerformanceMax')}
          currentMonth={currentMonth}
          serverErrors={serverErrors}
          onApply={onDateRange}
        />
      </div>
      <div className="filters__row">
        {select('filterByCARORMin', t('filters.caror'), carorOptions(t))}
        {select('filterByMaxRisk', t('filters.maxRisk'), maxRiskOptions(t))}
        {select('filterByAUMMin', t('filters.aumMin'), aumOptions())}
        {select('filterByAUMMax', t('filters.aumMax'), aumOptions())}
        {select('filterByInvestmentMin', t('filters.investmentMin'), investmentOptions(t, true))}
        {select('filterByInvestmentMax', t('filters.investmentMax'), investmentOptions(t, false))}
        {correlates && (
          <SelectField
            name="filterByBlendCorrelationId"
            label={t('filters.blendCorrelation')}
            placeholder={t('filters.noBlend')}
            options={(blends ?? []).map((blend) => ({
              value: String(blend.blendId),
              label: blend.isCurrent ? t('filters.currentBlend', { name: blend.blendName }) : blend.blendName,
            }))}
            value={one('filterByBlendCorrelationId')}
            error={serverErrors.filterByBlendCorrelationId && fieldErrorMessage(t, serverErrors.filterByBlendCorrelationId)}
            onChange={(event) => {
              onBlendCorrelation(event.target.value);
            }}
          />
        )}
      </div>
      <div className="filters__row">
        {riskRanges.flatMap((range) => [
          select(range.min, t(range.minLabel), riskLimitOptions(range.steps, one(range.min), one(range.max), 'min')),
          select(range.max, t(range.maxLabel), riskLimitOptions(range.steps, one(range.max), one(range.min), 'max')),
        ])}
      </div>
      <div className="filters__groups">
        {checkboxes('filterByProgramTypesId', 'filters.programTypes', reference?.programTypes)}
        {checkboxes('filterByProgramsSectorTypesId', 'filters.sectors', reference?.sectorFocusTypes)}
        {checkboxes('filterByInvestorRequirementsTypesId', 'filters.investorRequirements', reference?.investorRequirementTypes)}
        {checkboxes('filterByAllocationStrategyTypesId', 'filters.allocationStrategies', reference?.allocationStrategyTypes)}
        {checkboxes('filterByMethodologyTypesId', 'filters.methodologies', reference?.methodologyTypes)}
        {checkboxes('filterByCompositionTypesId', 'filters.compositions', reference?.compositionTypes)}
      </div>
    </section>
  );
}

/** How long the name box waits after the last keystroke before it searches. */
const nameSearchDelayMs = 400;

interface NameSearchProps {
  /** The name filter in the URL. */
  value: string;
  error: string | undefined;
  onApply: (term: string) => void;
}

/**
 * The name search: searches a moment after the typing stops (at once on Enter), from three
 * characters; fewer keep the current results and say how many are needed. A new value from the
 * URL (Reset, a saved search) replaces what is typed.
 */
function NameSearch({ value, error, onApply }: NameSearchProps) {
  const t = useT();
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState(value);
  const timer = useRef<number | undefined>(undefined);
  // The URL's value is the typed text trimmed: only another value replaces the text, so a space
  // typed before the next word stays.
  if (value !== shown) {
    setShown(value);
    if (draft.trim() !== value) setDraft(value);
  }
  useEffect(
    () => () => {
      window.clearTimeout(timer.current);
    },
    [],
  );
  const apply = (text: string, delayMs: number) => {
    window.clearTimeout(timer.current);
    const term = nameFilterValue(text);
    if (term === null || term === value) return;
    timer.current = window.setTimeout(() => {
      onApply(term);
    }, delayMs);
  };
  const tooShort = nameFilterValue(draft) === null;
  return (
    <TextField
      type="search"
      name="filterByName"
      label={t('filters.name')}
      maxLength={maxNameLength}
      autoComplete="off"
      value={draft}
      hint={tooShort ? t('validation.tooShort') : undefined}
      error={error}
      onChange={(event) => {
        setDraft(event.target.value);
        apply(event.target.value, nameSearchDelayMs);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Enter') apply(draft, 0);
      }}
    />
  );
}

interface DateRangeProps {
  min: string;
  max: string;
  currentMonth: string;
  serverErrors: Readonly<Record<string, string>>;
  onApply: (min: string, max: string) => void;
}

/**
 * The performance date range: two months kept here until they make a valid range (both or
 * neither, in order, not in the future), then applied together; otherwise the spec's message.
 */
function DateRange({ min, max, currentMonth, serverErrors, onApply }: DateRangeProps) {
  const t = useT();
  const [draft, setDraft] = useState({ min, max });
  const problem = dateRangeProblem(draft.min || undefined, draft.max || undefined, currentMonth);
  const message = (field: 'filterByDatePerformanceMin' | 'filterByDatePerformanceMax') => {
    const key = problem?.field === field ? problem.key : serverErrors[field];
    return key ? fieldErrorMessage(t, key) : undefined;
  };
  const change = (next: { min: string; max: string }) => {
    setDraft(next);
    if (!dateRangeProblem(next.min || undefined, next.max || undefined, currentMonth)) onApply(next.min, next.max);
  };
  return (
    <fieldset className="filters__range">
      <legend>{t('filters.performanceRange')}</legend>
      <TextField
        type="month"
        name="filterByDatePerformanceMin"
        label={t('filters.from')}
        max={currentMonth}
        value={draft.min}
        error={message('filterByDatePerformanceMin')}
        onChange={(event) => {
          change({ ...draft, min: event.target.value });
        }}
      />
      <TextField
        type="month"
        name="filterByDatePerformanceMax"
        label={t('filters.through')}
        max={currentMonth}
        value={draft.max}
        error={message('filterByDatePerformanceMax')}
        onChange={(event) => {
          change({ ...draft, max: event.target.value });
        }}
      />
    </fieldset>
  );
}
