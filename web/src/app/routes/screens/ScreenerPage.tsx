import { AddToList } from './AddToList';
import { ListingScreen } from '@/features/listings/components/ListingScreen';
import { screenerListing } from '@/features/listings/model/listings';

/** The program screener: /managed-futures/performance (default sort: month return). */
export function ScreenerPage() {
  return <ListingScreen config={screenerListing} AddToList={AddToList} />;
}
