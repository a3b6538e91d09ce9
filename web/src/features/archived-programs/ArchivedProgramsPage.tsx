import { ListingScreen } from '@/components/Listing/ListingScreen';
import { archivedListing } from '@/components/Listing/listings';

/** Recently archived programs: /managed-futures/archived-programs. */
export function ArchivedProgramsPage() {
  return <ListingScreen config={archivedListing} />;
}
