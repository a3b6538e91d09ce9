import { AdminGroupAddPage } from '@/features/admin/AdminGroupAddPage';
import { AdminCompanyForm } from '@/features/groups/components/AdminCompanyForm';

/** Adding a CTA from the administration: the administrators' page around the companies' form. */
export function AdminGroupAddScreen() {
  return <AdminGroupAddPage form={(onCreated) => <AdminCompanyForm onCreated={onCreated} />} />;
}
