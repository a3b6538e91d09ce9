import { AdminPage } from '@/features/admin/AdminPage';
import { PendingTab } from '@/features/groups/components/PendingTab';
import { NewsAdminTab } from '@/features/news/components/NewsAdminTab';

/**
 * Administration, whose pending tab lists the companies and programs awaiting approval and whose
 * News tab writes the news posts.
 */
export function AdminScreen() {
  return <AdminPage pendingTab={<PendingTab />} newsTab={<NewsAdminTab />} />;
}
