import { useId, useRef, useState, type RefObject } from 'react';
import { Alert } from '@/components/Alert/Alert';
import { Button } from '@/components/Button/Button';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { Section } from '@/components/Section/Section';
import type { MessageKey } from '@/i18n/catalogs';
import { useLang, useT } from '@/i18n/i18n-context';
import type { Translate } from '@/i18n/translate';
import { shownCaror } from '@/lib/caror';
import type { AnalyticsErrorCode } from '@/lib/engine';
import { formatDecimal, formatExactAmount, formatMonth, formatPercent, missingValue } from '@/lib/format';
import { inBase } from '@/lib/usd';
import type { BlendOrder } from '@/features/blends/api/blends';
import { baseValues, ratesOf, type BlendBase, type Rates } from '@/features/blends/model/base-currency';
import type { BlendResult } from '@/features/blends/model/blend-computer';
import {
  boundsProblems,
  defaultLimits,
  limitProblem,
  optimizeObjectives,
  optimizedOrders,
  optimizedTotal,
  programBounds,
  roundedAmounts,
  type BoundsProblem,
  type LimitProblem,
  type LowerSource,
  type OptimizeObjective,
  type ProgramBound,
  type ShareLimitText,
} from '@/features/blends/model/optimize-plan';
import type { Optimization, OptimizeRequest, OptimizeResult } from '@/features/blends/model/optimizer';
import { monthNumber, summaryFigures } from '@/features/blends/model/view-model';
import type { Worksheet } from '@/features/blends/model/worksheet';
import { BaseAmount, NoRateAlert } from './BaseCurrency';
import { FrontierChart } from './FrontierChart';

interface OptimizePanelProps {
  worksheet: Worksheet;
  result: BlendResult;
  /** The engine's optimizer over the worksheet's blend (no request: it runs in the browser). */
  optimize: (request: OptimizeRequest) => OptimizeResult;
  /** Makes the amounts, by program, the blend's: one edit. */
  apply: (amounts: ReadonlyMap<number, number>) => void;
  /** Takes the last Apply back; absent when there is none to take back. */
  undo?: () => void;
}

const objectiveLabels: Readonly<Record<OptimizeObjective, MessageKey>> = {
  maxSharpe: 'blender.objectiveMaxSharpe',
  minVolatility: 'blender.objectiveMinVolatility',
  riskParity: 'blender.objectiveRiskParity',
  minCorrelation: 'blender.objectiveMinCorrelation',
};

const lowerLabels: Readonly<Record<LowerSource, MessageKey>> = {
  percent: 'blender.lowerFromPercent',
  minimumInvestment: 'blender.lowerFromInvestment',
  floor: 'blender.lowerFromFloor',
};

const limitMessages: Readonly<Record<LimitProblem, MessageKey>> = {
  percentRange: 'blender.percentRange',
  minAboveMax: 'blender.minAboveMax',
};

/** The engine's codes the panel words; any other is "cannot be optimized". */
const engineMessages: Readonly<Partial<Record<AnalyticsErrorCode, MessageKey>>> = {
  infeasible_bounds: 'blender.optimizeInfeasible',
  no_common_months: 'blender.optimizeFewMonths',
  too_few_months: 'blender.optimizeFewMonths',
  no_benchmark: 'blender.optimizeNoBenchmark',
};

/** A proposal with the worksheet it was made for: an edit since makes it stale. */
interface Proposal {
  worksheet: Worksheet;
  optimization: Optimization;
  /** Whole units of each program's currency, in the optimized programs' order. */
  amounts: number[];
  /** The base-currency total shared out. */
  total: number;
}

type Outcome = { kind: 'proposal'; proposal: Proposal } | { kind: 'failed'; message: MessageKey } | { kind: 'undone' };

function problemText(problem: BoundsProblem, t: Translate): string {
  switch (problem.kind) {
    case 'lowerAboveUpper':
      return t(problem.lowerFrom === 'minimumInvestment' ? 'blender.lowerAboveUpperInvestment' : 'blender.lowerAboveUpper', {
        program: problem.programName,
        lower: formatPercent(problem.lower),
        upper: formatPercent(problem.upper),
      });
    case 'lowersAboveWhole':
      return problem.investmentShare > 0
        ? t('blender.lowersAboveWholeInvestment', {
            sum: formatPercent(problem.sum),
            investment: formatPercent(problem.investmentShare),
          })
        : t('blender.lowersAboveWhole', { sum: formatPercent(problem.sum) });
    case 'uppersBelowWhole':
      return t('blender.uppersBelowWhole', { sum: formatPercent(problem.sum) });
  }
}

/**
 * The blender's Optimize panel: an objective and each program's limits, then the engine's
 * proposal beside the blend as it stands, the efficient frontier, and Apply (with one Undo).
 */
export function OptimizePanel({ worksheet, result, optimize, apply, undo }: OptimizePanelProps) {
  const t = useT();
  const lang = useLang();
  const objectiveName = useId();
  const problemsId = useId();
  const [objective, setObjective] = useState<OptimizeObjective>('maxSharpe');
  const [limits, setLimits] = useState<ReadonlyMap<number, ShareLimitText>>(new Map());
  const [outcome, setOutcome] = useState<Outcome>();
  const proposalHeading = useRef<HTMLHeadingElement>(null);
  const notice = useRef<HTMLDivElement>(null);

  const orders = optimizedOrders(worksheet.orders);
  const leftOut = worksheet.orders.filter((order) => order.returns.months.length === 0);
  const total = optimizedTotal(worksheet.orders, worksheet);
  const bounds = total === undefined ? undefined : programBounds(worksheet.orders, limits, total, worksheet);
  const problems = bounds ? boundsProblems(bounds) : [];
  const title = t('blender.optimizeTitle');

  if (orders.length < 2) {
    return (
      <Section className="blender-section blender-optimize" title={title}>
        <p>{t('blender.optimizeNeedsTwo')}</p>
      </Section>
    );
  }
  const priced = baseValues(worksheet.orders, worksheet);
  if (priced.status === 'noRate' || total === undefined) {
    return (
      <Section className="blender-section blender-optimize" title={title}>
        <NoRateAlert currencies={priced.status === 'noRate' ? priced.currencies : []} />
      </Section>
    );
  }
  // Every rate is known past the check above: one per optimized program, in their order.
  const rates = orders.flatMap((order) => ratesOf(order, worksheet) ?? []);

  const setLimit = (programId: number, change: Partial<ShareLimitText>) => {
    setLimits((before) => new Map(before).set(programId, { ...(before.get(programId) ?? defaultLimits), ...change }));
  };

  const run = () => {
    if (!bounds || problems.length > 0) return;
    // The engine's total and bounds are in the base currency, as the blend's shares are.
    const answer = optimize({
      objective,
      minWeights: bounds.map((bound) => bound.lower),
      maxWeights: bounds.map((bound) => bound.upper),
      normalized: worksheet.isNormalized,
      total,
    });
    if (answer.status !== 'ok') {
      const message = answer.status === 'error' ? engineMessages[answer.code] : undefined;
      setOutcome({ kind: 'failed', message: message ?? 'blender.optimizeFailed' });
      return;
    }
    const amounts = roundedAmounts(answer.optimization.weights, bounds, total, rates);
    if (!amounts) {
      setOutcome({ kind: 'failed', message: 'blender.optimizeTotalTooSmall' });
      return;
    }
    setOutcome({ kind: 'proposal', proposal: { worksheet, optimization: answer.optimization, amounts, total } });
    // The proposal appears below: take the reader there.
    requestAnimationFrame(() => proposalHeading.current?.focus());
  };

  const applyProposal = (proposal: Proposal) => {
    apply(new Map(orders.map((order, index) => [order.programId, proposal.amounts[index] ?? order.quantity])));
    setOutcome(undefined);
    requestAnimationFrame(() => notice.current?.focus());
  };

  const proposal = outcome?.kind === 'proposal' ? outcome.proposal : undefined;
  const stale = proposal !== undefined && proposal.worksheet !== worksheet;

  return (
    <Section className="blender-section blender-optimize" title={title}>
      <p>{t('blender.optimizeIntro')}</p>
      <p className="blender-period__text">
        {t('blender.optimizeTotal', { amount: formatExactAmount(total, worksheet.baseCurrency, lang) })}
      </p>
      {leftOut.length > 0 && (
        <p className="blender-note">{t('blender.optimizeLeftOut', {
            programs: leftOut.map((order) => order.programName).join(t('blender.programSeparator')),
          })}</p>
      )}
      <fieldset className="blender-optimize__objective">
        <legend>{t('blender.objective')}</legend>
        {optimizeObjectives.map((choice) => (
          <label key={choice} className="blender-period__option">
            <input
              type="radio"
              name={objectiveName}
              checked={objective === choice}
              onChange={() => {
                setObjective(choice);
              }}
            />
            {t(objectiveLabels[choice])}
          </label>
        ))}
      </fieldset>
      <LimitsTable orders={orders} base={worksheet} limits={limits} bounds={bounds} onChange={setLimit} />
      {problems.length > 0 && (
        <Alert variant="warning" title={t('blender.boundsInfeasible')}>
          <ul id={problemsId} className="blender-optimize__problems">
            {problems.map((problem) => {
              const text = problemText(problem, t);
              return <li key={text}>{text}</li>;
            })}
          </ul>
        </Alert>
      )}
      <div className="blender-optimize__actions">
        <Button
          variant="primary"
          disabled={!bounds || problems.length > 0}
          aria-describedby={problems.length > 0 ? problemsId : undefined}
          onClick={run}
        >
          {t('blender.optimize')}
        </Button>
      </div>
      <div ref={notice} tabIndex={-1} className="blender-optimize__notice">
        {undo ? (
          <Alert variant="success">
            <p>{t('blender.applied')}</p>
            <Button
              size="sm"
              onClick={() => {
                undo();
                setOutcome({ kind: 'undone' });
              }}
            >
              {t('blender.undo')}
            </Button>
          </Alert>
        ) : (
          outcome?.kind === 'undone' && <Alert variant="info">{t('blender.undone')}</Alert>
        )}
        {outcome?.kind === 'failed' && <Alert>{t(outcome.message)}</Alert>}
      </div>
      {proposal &&
        (stale ? (
          <Alert variant="info">{t('blender.proposalStale')}</Alert>
        ) : (
          <ProposalView
            proposal={proposal}
            orders={orders}
            base={worksheet}
            rates={rates}
            result={result}
            heading={proposalHeading}
            onApply={() => {
              applyProposal(proposal);
            }}
          />
        ))}
    </Section>
  );
}

interface LimitsTableProps {
  orders: readonly BlendOrder[];
  base: BlendBase;
  limits: ReadonlyMap<number, ShareLimitText>;
  bounds: readonly ProgramBound[] | undefined;
  onChange: (programId: number, change: Partial<ShareLimitText>) => void;
}

/** Each program's minimum investment and typed limits, and the least share they make. */
function LimitsTable({ orders, base, limits, bounds, onChange }: LimitsTableProps) {
  const t = useT();
  const columns: Column<BlendOrder>[] = [
    { id: 'program', header: t('blender.programColumn'), cell: (order) => order.programName, rowHeader: true },
    {
      id: 'investmentMin',
      header: t('blender.investmentMin'),
      // In the program's currency, as it is checked; its base value is what the least share weighs.
      cell: (order) => (
        <BaseAmount amount={order.investmentMin} currency={order.currency} rates={ratesOf(order, base)} base={base.baseCurrency} />
      ),
      align: 'end',
    },
    {
      id: 'min',
      header: t('blender.minPercent'),
      cell: (order) => (
        <LimitInput
          id={`blender-min-${String(order.programId)}`}
          label={t('blender.minPercentFor', { program: order.programName })}
          value={(limits.get(order.programId) ?? defaultLimits).min}
          problem={limitProblem(limits.get(order.programId) ?? defaultLimits).min}
          onChange={(min) => {
            onChange(order.programId, { min });
          }}
        />
      ),
      align: 'end',
    },
    {
      id: 'max',
      header: t('blender.maxPercent'),
      cell: (order) => (
        <LimitInput
          id={`blender-max-${String(order.programId)}`}
          label={t('blender.maxPercentFor', { program: order.programName })}
          value={(limits.get(order.programId) ?? defaultLimits).max}
          problem={limitProblem(limits.get(order.programId) ?? defaultLimits).max}
          onChange={(max) => {
            onChange(order.programId, { max });
          }}
        />
      ),
      align: 'end',
    },
    {
      id: 'lower',
      header: t('blender.lowestShare'),
      cell: (order) => {
        const bound = bounds?.find((entry) => entry.programId === order.programId);
        return bound ? t(lowerLabels[bound.lowerFrom], { share: formatPercent(bound.lower) }) : missingValue;
      },
      align: 'end',
    },
  ];
  return (
    <DataTable
      caption={t('blender.limits')}
      captionVisible
      className="blender-cards"
      cardLabels
      columns={columns}
      rows={orders}
      rowKey={(order) => order.programId}
      maxHeight="none"
    />
  );
}

interface LimitInputProps {
  id: string;
  label: string;
  value: string;
  problem: LimitProblem | undefined;
  onChange: (value: string) => void;
}

function LimitInput({ id, label, value, problem, onChange }: LimitInputProps) {
  const t = useT();
  const errorId = `${id}-error`;
  return (
    <div className="blender-amount">
      <span className="blender-share">
        <input
          type="text"
          inputMode="decimal"
          className="blender-input blender-input--share"
          aria-label={label}
          aria-invalid={problem !== undefined}
          aria-describedby={problem ? errorId : undefined}
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
        <span aria-hidden="true">%</span>
      </span>
      {problem && (
        <span id={errorId} className="blender-error">
          {t(limitMessages[problem])}
        </span>
      )}
    </div>
  );
}

interface ProposalRow {
  order: BlendOrder;
  /** Shares of the base-currency totals. */
  current: number;
  proposed: number;
  /** In the program's currency, as Apply writes it. */
  amount: number;
  rates: Rates | undefined;
}

interface FigureRow {
  label: string;
  current: string;
  proposed: string;
}

interface ProposalViewProps {
  proposal: Proposal;
  orders: readonly BlendOrder[];
  base: BlendBase;
  /** Each order's rates, in the orders' order. */
  rates: readonly Rates[];
  result: BlendResult;
  heading: RefObject<HTMLHeadingElement | null>;
  onApply: () => void;
}

/** The proposed allocations and figures beside the current ones, the frontier, and Apply. */
function ProposalView({ proposal, orders, base, rates, result, heading, onApply }: ProposalViewProps) {
  const t = useT();
  const lang = useLang();
  const { optimization, amounts, total } = proposal;
  const { commonMonths, figures } = optimization;
  const current = result.status === 'ok' ? summaryFigures(result.statistics) : undefined;
  const returnCount = result.status === 'ok' ? result.statistics.statistics.returnCount : 0;
  const valueOf = (amount: number, index: number) => {
    const rate = rates[index];
    return rate ? inBase(amount, rate.usdPerUnit, rate.baseUsdPerUnit) : 0;
  };
  const proposedValues = amounts.map(valueOf);
  const proposedTotal = proposedValues.reduce((sum, value) => sum + value, 0);

  const rows: ProposalRow[] = orders.map((order, index) => ({
    order,
    current: total > 0 ? valueOf(order.quantity, index) / total : 0,
    proposed: proposedTotal > 0 ? (proposedValues[index] ?? 0) / proposedTotal : 0,
    amount: amounts[index] ?? 0,
    rates: rates[index],
  }));
  // Units of different currencies are worth different sums: the rounded total may fall short.
  const mixed = orders.some((order) => order.currency !== base.baseCurrency);
  const allocationColumns: Column<ProposalRow>[] = [
    { id: 'program', header: t('blender.programColumn'), cell: (row) => row.order.programName, rowHeader: true },
    { id: 'current', header: t('blender.currentPercent'), cell: (row) => formatPercent(row.current), align: 'end' },
    { id: 'proposed', header: t('blender.proposedPercent'), cell: (row) => formatPercent(row.proposed), align: 'end' },
    {
      id: 'amount',
      header: t('blender.proposedAmount'),
      cell: (row) => (
        <BaseAmount amount={row.amount} currency={row.order.currency} rates={row.rates} base={base.baseCurrency} whole />
      ),
      align: 'end',
    },
  ];

  const figureRows: FigureRow[] = [
    { label: t('blender.sharpe'), current: formatDecimal(current?.sharpe), proposed: formatDecimal(figures.sharpeRatio) },
    {
      label: t('blender.standardDeviation'),
      current: formatPercent(current?.standardDeviation),
      proposed: formatPercent(figures.annualizedStandardDeviation),
    },
    { label: t('blender.worstDrawdown'), current: formatPercent(current?.maxDrawDown), proposed: formatPercent(figures.maxDrawDown) },
    {
      label: t('members.compoundedAnnualRor'),
      current: formatPercent(current?.compoundedAnnualROR),
      proposed: formatPercent(shownCaror(figures.compoundedAnnualReturn, returnCount)),
    },
  ];
  const figureColumns: Column<FigureRow>[] = [
    { id: 'figure', header: t('blender.figureColumn'), cell: (row) => row.label, rowHeader: true },
    { id: 'current', header: t('blender.currentBlend'), cell: (row) => row.current, align: 'end' },
    { id: 'proposed', header: t('blender.proposal'), cell: (row) => row.proposed, align: 'end' },
  ];

  return (
    <div className="blender-optimize__proposal">
      <h3 ref={heading} tabIndex={-1}>
        {t('blender.proposal')}
      </h3>
      <p className="blender-period__text">
        {t('blender.optimizeMonths', {
          count: commonMonths.count,
          from: formatMonth(monthNumber(commonMonths.first), lang),
          to: formatMonth(monthNumber(commonMonths.last), lang),
        })}
      </p>
      <DataTable
        caption={t('blender.proposedAllocations')}
        captionVisible
        className="blender-cards"
        cardLabels
        columns={allocationColumns}
        rows={rows}
        rowKey={(row) => row.order.programId}
        maxHeight="none"
      />
      <p className="blender-note">
        {t(mixed ? 'blender.proposalTotalMixed' : 'blender.proposalTotal', {
          amount: formatExactAmount(proposedTotal, base.baseCurrency, lang),
        })}
      </p>
      <DataTable
        caption={t('blender.proposalFigures')}
        captionVisible
        className="blender-optimize__figures"
        columns={figureColumns}
        rows={figureRows}
        rowKey={(row) => row.label}
        maxHeight="none"
      />
      <FrontierChart optimization={optimization} />
      <div className="blender-optimize__actions">
        <Button variant="primary" onClick={onApply}>
          {t('blender.apply')}
        </Button>
      </div>
    </div>
  );
}
