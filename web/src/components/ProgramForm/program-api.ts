import type { components } from '@/api/schema';

type Schemas = components['schemas'];

export type Share = Schemas['ShareInput'];
type RequiredChoice = 'programStatusId' | 'programTypeId' | 'membershipStatusId' | 'carorType';
/** The program as the form composes it: a required choice may still be empty, which it refuses first. */
export type ProgramInput = Omit<Schemas['ProgramInput'], RequiredChoice> & Record<RequiredChoice, number | null>;
/** GET …/programs/{programUri}/form, and the answer of a save. */
export type ProgramForm = Schemas['ProgramForm'];
/** Body of POST /groups/{groupUri}/programs and PUT …/programs/{programUri}. */
export type SaveProgram = Omit<Schemas['SaveProgram'], 'program' | 'acceptedAgreement'> & {
  program: ProgramInput;
  /** Unticked until certified; the form refuses that first. */
  acceptedAgreement: boolean;
};
