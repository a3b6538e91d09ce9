import { useMemo } from 'react';
import { Chart, type ChartTrace } from '@/components/Chart/Chart';
import { chartColor } from '@/components/Chart/chart-colors';
import { pieChartSize } from '@/components/Chart/chart-size';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { Section } from '@/components/Section/Section';
import type { Lang } from '@/config/languages';
import { useLang, useT } from '@/i18n/i18n-context';
import { formatPercent } from '@/lib/format';
import { referenceName, useReferenceData, type ReferenceItem } from '@/lib/reference-data';
import type { ProgramDetail, Share } from '@/features/programs/api/program';

interface NamedShare {
  typeId: number;
  name: string;
  value: number;
}

function named(shares: readonly Share[], items: readonly ReferenceItem[] | undefined, lang: Lang): NamedShare[] {
  return shares.map((share) => {
    const item = items?.find((candidate) => candidate.id === share.typeId);
    return { ...share, name: item ? referenceName(item, lang) : String(share.typeId) };
  });
}

/** The program's own words on its strategy and risk, and how it splits its trading. */
export function StrategyTab({ program }: { program: ProgramDetail }) {
  const t = useT();
  const lang = useLang();
  const { data: reference } = useReferenceData();
  const compositions = useMemo(
    () => named(program.compositions, reference?.compositionTypes, lang),
    [program.compositions, reference, lang],
  );
  const texts = [
    { title: t('program.description'), text: program.description },
    { title: t('program.investmentStrategy'), text: program.strategyInvestment },
    { title: t('program.riskManagement'), text: program.strategyRisk },
  ];
  const lists = [
    { title: t('program.methodologies'), shares: named(program.methodologies, reference?.methodologyTypes, lang) },
    {
      title: t('program.allocationStrategies'),
      shares: named(program.allocationStrategies, reference?.allocationStrategyTypes, lang),
    },
    { title: t('program.holdings'), shares: named(program.holdings, reference?.holdingPeriodTypes, lang) },
  ];

  return (
    <>
      {texts.map(({ title, text }) => (
        <Section key={title} title={title}>
          <p className="program-text">{text.trim() === '' ? t('program.notProvided') : text}</p>
        </Section>
      ))}
      <div className="section-columns">
        {lists.map(({ title, shares }) => (
          <Section key={title} title={title}>
            <ShareTable caption={title} shares={shares} />
          </Section>
        ))}
      </div>
      <Compositions shares={compositions} />
    </>
  );
}

function Compositions({ shares }: { shares: readonly NamedShare[] }) {
  const t = useT();
  const title = t('program.compositions');
  const traces = useMemo<ChartTrace[]>(
    () => [
      {
        type: 'pie',
        labels: shares.map((share) => share.name),
        values: shares.map((share) => share.value),
        marker: { colors: shares.map((_, index) => chartColor(index)) },
        sort: false,
        textinfo: 'none',
        hovertemplate: '%{label}: %{value:.2%}<extra></extra>',
      },
    ],
    [shares],
  );
  return (
    <Section title={title}>
      <div className="program-compositions">
        {shares.length > 0 && (
          <Chart
            traces={traces}
            layout={{ showlegend: false, margin: { l: 0, r: 0, t: 0, b: 0 } }}
            label={title}
            width={pieChartSize}
            height={pieChartSize}
          />
        )}
        <ShareTable caption={title} shares={shares} swatches />
      </div>
    </Section>
  );
}

interface ShareTableProps {
  caption: string;
  shares: readonly NamedShare[];
  /** Marks each row with its slice's colour: the pie's legend. */
  swatches?: boolean;
}

function ShareTable({ caption, shares, swatches = false }: ShareTableProps) {
  const t = useT();
  const columns: Column<NamedShare>[] = [
    {
      id: 'name',
      header: t('program.shareName'),
      cell: (share, index) => (
        <>
          {swatches && (
            <span className="program-swatch" style={{ background: chartColor(index) }} aria-hidden="true" />
          )}
          {share.name}
        </>
      ),
      rowHeader: true,
    },
    { id: 'value', header: t('program.sharePercent'), cell: (share) => formatPercent(share.value), align: 'end' },
  ];
  return <DataTable caption={caption} columns={columns} rows={shares} rowKey={(share) => share.typeId} maxHeight="none" />;
}
