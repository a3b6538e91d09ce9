import { GroupPage } from '@/features/groups/GroupPage';
import { RelatedPosts } from '@/features/news/components/RelatedPosts';
import { useParams } from '@/lib/router/Router';

/** A company's page with the news posts about it (its related articles). */
export function GroupScreen() {
  const { groupUri = '' } = useParams();
  return <GroupPage related={<RelatedPosts groupUri={groupUri} />} />;
}
