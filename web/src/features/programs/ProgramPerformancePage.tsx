import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** Monthly performance entry: /groups/{groupUri}/programs/{programUri}/performance. For now the screen shows its title; its feature work fills it in. */
export function ProgramPerformancePage() {
  const t = useT();
  return <Page title={t('screens.programPerformance')} />;
}
