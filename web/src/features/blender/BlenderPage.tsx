import { Page } from '@/components/Layout/Page';
import { useT } from '@/i18n/i18n-context';

/** The blender worksheet and its tabs: /tools/blender[/{tab}]. For now the screen shows its title; its feature work fills it in. */
export function BlenderPage() {
  const t = useT();
  return <Page title={t('screens.blender')} />;
}
