import { ListingScreen } from '@/components/Listing/ListingScreen';
import { newListingsListing } from '@/components/Listing/listings';

/** Programs approved within the last month: /managed-futures/new-listings. */
export function NewListingsPage() {
  return <ListingScreen config={newListingsListing} />;
}
