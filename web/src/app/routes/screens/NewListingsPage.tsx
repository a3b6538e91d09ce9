import { AddToList } from './AddToList';
import { ListingScreen } from '@/features/listings/components/ListingScreen';
import { newListingsListing } from '@/features/listings/model/listings';

/** Programs approved within the last month: /managed-futures/new-listings. */
export function NewListingsPage() {
  return <ListingScreen config={newListingsListing} AddToList={AddToList} />;
}
