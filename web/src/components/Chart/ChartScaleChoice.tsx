import { ChoiceButtons } from '@/components/ChoiceButtons/ChoiceButtons';
import { useT } from '@/i18n/i18n-context';
import { chartScales, type ChartScale } from './chart-scale';
import './Chart.css';

const scaleLabels = { linear: 'chart.scaleLinear', log: 'chart.scaleLog' } as const;

/** The growth charts' "Scale: Linear | Logarithmic" toggle. */
export function ChartScaleChoice({ value, onChange }: { value: ChartScale; onChange: (scale: ChartScale) => void }) {
  const t = useT();
  return (
    <div className="chart-scale">
      {/* Seen; the group below carries the same name for screen readers. */}
      <span className="chart-scale__label" aria-hidden="true">
        {t('chart.scale')}
      </span>
      <ChoiceButtons
        label={t('chart.scale')}
        choices={chartScales.map((scale) => ({ value: scale, label: t(scaleLabels[scale]) }))}
        value={value}
        onChange={onChange}
      />
    </div>
  );
}
