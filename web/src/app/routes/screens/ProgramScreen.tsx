import { HumanVerification } from '@/features/auth/components/HumanVerification';
import { ResearchRequestButton } from '@/features/contact/ResearchRequestButton';
import { ProgramPage } from '@/features/programs/ProgramPage';
import { AddToList } from './AddToList';

/** The free research-report request of a program, with the human-verification box visitors tick. */
function ResearchRequest({ programId, programName }: { programId: number; programName: string }) {
  return <ResearchRequestButton programId={programId} programName={programName} Verification={HumanVerification} />;
}

/**
 * A program's page, with the control that adds it to the member's lists and blends, and the
 * free research-report request.
 */
export function ProgramScreen() {
  return <ProgramPage AddToList={AddToList} ResearchRequest={ResearchRequest} />;
}
