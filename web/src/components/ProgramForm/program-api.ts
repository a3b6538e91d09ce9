import type { components } from '@/api/schema';

type Schemas = components['schemas'];

export type Share = Schemas['ShareInput'];
export type ProgramInput = Schemas['ProgramInput'];
/** GET …/programs/{programUri}/form, and the answer of a save. */
export type ProgramForm = Schemas['ProgramForm'];
/** Body of POST /groups/{groupUri}/programs and PUT …/programs/{programUri}. */
export type SaveProgram = Schemas['SaveProgram'];
