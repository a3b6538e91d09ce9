import { ListingScreen } from '@/components/Listing/ListingScreen';
import { returnsListing } from '@/components/Listing/listings';

/** The returns listing: /managed-futures/returns (default sort: YTD). */
export function ReturnsPage() {
  return <ListingScreen config={returnsListing} />;
}
