import { AddToList } from './AddToList';
import { ListingScreen } from '@/features/listings/components/ListingScreen';
import { archivedListing } from '@/features/listings/model/listings';

/** Recently archived programs: /managed-futures/archived-programs. */
export function ArchivedProgramsPage() {
  return <ListingScreen config={archivedListing} AddToList={AddToList} />;
}
