import { useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/Button/button-class';
import { LangLink } from '@/components/LangLink/LangLink';
import { Page } from '@/components/Layout/Page';
import { LostPage } from '@/components/LostPage/LostPage';
import { RequireSignIn } from '@/components/RequireSignIn/RequireSignIn';
import { useToast } from '@/components/Toast/toast-context';
import { groupPath, paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import { localizePath } from '@/i18n/localized-path';
import { useNavigate } from '@/lib/router/Router';
import type { CreatedGroup } from '@/features/admin/api/groups';

/** The company form, composed in by the route (it belongs to the companies feature). */
export type AdminCompanyFormSlot = (onCreated: (group: CreatedGroup) => void) => ReactNode;

/**
 * Adding a CTA for someone else: /admin/groups/add, for administrators (anyone else signed in is
 * told the page does not exist, as on /admin). Once stored, 'Profile Saved' and the new company's
 * page; the CTAs list is read again.
 */
export function AdminGroupAddPage({ form }: { form: AdminCompanyFormSlot }) {
  return (
    <RequireSignIn>{(session) => (session.isAdmin ? <AddGroupScreen form={form} /> : <LostPage />)}</RequireSignIn>
  );
}

function AddGroupScreen({ form }: { form: AdminCompanyFormSlot }) {
  const t = useT();
  const lang = useLang();
  const toast = useToast();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  const onCreated = (group: CreatedGroup) => {
    void queryClient.invalidateQueries({ queryKey: ['admin'] });
    toast.show(t('toast.profileSaved'), { variant: 'success' });
    navigate(localizePath(lang, groupPath(group.groupUri)));
  };

  return (
    <Page
      title={t('screens.adminGroupAdd')}
      subtitle={t('adminGroupAdd.intro')}
      actions={
        <LangLink to={`${paths.admin}/groups`} className={buttonClassName('secondary', 'sm')}>
          {t('admin.backToGroups')}
        </LangLink>
      }
    >
      {form(onCreated)}
    </Page>
  );
}
