import type { ComponentType } from 'react';
import type { VerificationSolution } from './proof-of-work';

/** What a form gives the human-verification box (the auth feature's `HumanVerification`). */
export interface VerificationProps {
  onChange: (solution: VerificationSolution | null) => void;
  /** Changing it puts the box back to unticked (a spent or expired solution). */
  resetKey?: string | number;
  error?: string;
  id?: string;
}

/**
 * The human-verification box, handed down by the screens that compose the inquiry forms, since
 * one feature does not import another's components.
 */
export type VerificationControl = ComponentType<VerificationProps>;

/** The program page's free research-report request, handed to it by its screen. */
export type ResearchRequestControl = ComponentType<{ programId: number; programName: string }>;
