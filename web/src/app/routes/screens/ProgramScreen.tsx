import { ProgramPage } from '@/features/programs/ProgramPage';
import { AddToList } from './AddToList';

/** A program's page, with the control that adds it to the member's lists and blends. */
export function ProgramScreen() {
  return <ProgramPage AddToList={AddToList} />;
}
