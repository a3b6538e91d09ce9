import { useMemo } from 'react';
import { Chart, type ChartLayout, type ChartTrace } from '@/components/Chart/Chart';
import { chartColor } from '@/components/Chart/chart-colors';
import { DataTable, type Column } from '@/components/DataTable/DataTable';
import { useT } from '@/i18n/i18n-context';
import { formatPercent } from '@/lib/format';
import type { FrontierPoint, Optimization } from '@/features/blends/model/optimizer';

interface FrontierChartProps {
  optimization: Optimization;
}

interface FrontierRow extends FrontierPoint {
  index: number;
}

/**
 * The efficient frontier (annualized volatility against annualized mean return over the months
 * all programs share) with the current blend and the proposal marked. Its text alternative is a
 * sentence placing the two, and the frontier's points as a table.
 */
export function FrontierChart({ optimization }: FrontierChartProps) {
  const t = useT();
  const { frontier, current, proposal } = optimization;
  const frontierName = t('blender.frontier');
  const currentName = t('blender.currentBlend');
  const proposalName = t('blender.proposal');
  const volatilityAxis = t('blender.volatilityAxis');
  const meanAxis = t('blender.meanReturnAxis');

  const traces = useMemo<ChartTrace[]>(() => {
    const hover = `%{fullData.name}<br>${volatilityAxis}: %{x:.2%}<br>${meanAxis}: %{y:.2%}<extra></extra>`;
    return [
      {
        type: 'scatter',
        mode: 'lines+markers',
        name: frontierName,
        x: frontier.map((point) => point.volatility),
        y: frontier.map((point) => point.meanReturn),
        line: { color: chartColor(0), width: 2 },
        marker: { size: 5 },
        hovertemplate: hover,
      },
      {
        type: 'scatter',
        mode: 'markers',
        name: currentName,
        x: [current.volatility],
        y: [current.meanReturn],
        marker: { color: chartColor(1), size: 12, symbol: 'circle' },
        hovertemplate: hover,
      },
      {
        type: 'scatter',
        mode: 'markers',
        name: proposalName,
        x: [proposal.volatility],
        y: [proposal.meanReturn],
        marker: { color: chartColor(2), size: 14, symbol: 'star' },
        hovertemplate: hover,
      },
    ];
  }, [frontier, current, proposal, frontierName, currentName, proposalName, volatilityAxis, meanAxis]);

  const layout = useMemo<ChartLayout>(
    () => ({
      showlegend: true,
      legend: { orientation: 'h', y: -0.25 },
      margin: { l: 70, r: 20, t: 20, b: 90 },
      xaxis: { title: { text: volatilityAxis }, tickformat: '.1%', zeroline: false },
      yaxis: { title: { text: meanAxis }, tickformat: '.1%', zeroline: false },
    }),
    [volatilityAxis, meanAxis],
  );

  const first = frontier[0];
  const last = frontier.at(-1);
  const rows: FrontierRow[] = frontier.map((point, index) => ({ ...point, index }));
  const columns: Column<FrontierRow>[] = [
    { id: 'point', header: t('blender.frontierPoint'), cell: (row) => String(row.index + 1), rowHeader: true },
    { id: 'volatility', header: volatilityAxis, cell: (row) => formatPercent(row.volatility), align: 'end' },
    { id: 'meanReturn', header: meanAxis, cell: (row) => formatPercent(row.meanReturn), align: 'end' },
  ];
  return (
    <div className="blender-frontier">
      <h3>{frontierName}</h3>
      <Chart traces={traces} layout={layout} label={frontierName} height={360} />
      <p>
        {t('blender.frontierSummary', {
          currentVolatility: formatPercent(current.volatility),
          currentReturn: formatPercent(current.meanReturn),
          proposalVolatility: formatPercent(proposal.volatility),
          proposalReturn: formatPercent(proposal.meanReturn),
          fromVolatility: formatPercent(first?.volatility),
          toVolatility: formatPercent(last?.volatility),
        })}
      </p>
      <details className="blender-frontier__points">
        <summary>{t('blender.frontierPoints')}</summary>
        <DataTable caption={t('blender.frontierPoints')} columns={columns} rows={rows} rowKey={(row) => row.index} maxHeight="none" />
      </details>
    </div>
  );
}
