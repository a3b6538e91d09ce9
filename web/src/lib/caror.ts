/** The CAROR is shown only from 24 monthly returns (spec section 5); below that it is a dash. */
export const minReturnsForCaror = 24;

export function shownCaror(compoundedAnnualReturn: number, returnCount: number): number | null {
  return returnCount >= minReturnsForCaror ? compoundedAnnualReturn : null;
}
