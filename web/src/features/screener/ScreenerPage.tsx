import { ListingScreen } from '@/components/Listing/ListingScreen';
import { screenerListing } from '@/components/Listing/listings';

/** The program screener: /managed-futures/performance (default sort: month return). */
export function ScreenerPage() {
  return <ListingScreen config={screenerListing} />;
}
