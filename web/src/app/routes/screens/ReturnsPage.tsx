import { AddToList } from './AddToList';
import { ListingScreen } from '@/features/listings/components/ListingScreen';
import { returnsListing } from '@/features/listings/model/listings';

/** The returns listing: /managed-futures/returns (default sort: YTD). */
export function ReturnsPage() {
  return <ListingScreen config={returnsListing} AddToList={AddToList} />;
}
