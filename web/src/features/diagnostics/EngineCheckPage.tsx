import { Alert } from '@/components/Alert/Alert';
import { Page } from '@/components/Layout/Page';
import { Spinner } from '@/components/Spinner/Spinner';
import { useT } from '@/i18n/i18n-context';
import { useEngine } from '@/lib/engine';
import { formatPercent } from '@/lib/format';

/** Two months of returns whose compounded result is known: 1.10 × 0.95 − 1 = 4.5 %. */
const sampleReturns = [0.1, -0.05];

/**
 * Proves in a real browser that the WebAssembly engine loads and computes (/engine-check); the
 * end-to-end tests read its result.
 */
export function EngineCheckPage() {
  const t = useT();
  const engine = useEngine();
  return (
    <Page title={t('screens.engineCheck')}>
      {engine.status === 'loading' && <Spinner label={t('engineCheck.loading')} />}
      {engine.status === 'error' && <Alert>{t('engineCheck.failed')}</Alert>}
      {engine.status === 'ready' && (
        <p>
          {t('engineCheck.label')}{' '}
          <output data-testid="engine-result">
            {formatPercent(engine.engine.cumulativeReturn(Float64Array.from(sampleReturns)))}
          </output>
        </p>
      )}
    </Page>
  );
}
