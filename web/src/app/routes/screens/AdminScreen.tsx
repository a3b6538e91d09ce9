import { AdminPage } from '@/features/admin/AdminPage';
import { PendingTab } from '@/features/groups/components/PendingTab';

/** Administration, whose pending tab lists the companies and programs awaiting approval. */
export function AdminScreen() {
  return <AdminPage pendingTab={<PendingTab />} />;
}
