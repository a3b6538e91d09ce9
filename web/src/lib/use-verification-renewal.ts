import { useState } from 'react';

/**
 * The human-verification box of a form that may be refused because its solution was spent or
 * expired (`verification: verificationFailed`): then the box must be ticked again for a fresh
 * challenge. `resetKey` goes to the box; `renewIfSpent` reads a refusal's field errors, and when
 * the solution was refused clears the form's value (`clear`) and resets the box.
 */
export function useVerificationRenewal(clear: () => void) {
  const [resetKey, setResetKey] = useState(0);
  const renewIfSpent = (fields: Readonly<Record<string, string>>) => {
    if (fields.verification !== 'verificationFailed') return false;
    clear();
    setResetKey((key) => key + 1);
    return true;
  };
  return { resetKey, renewIfSpent };
}
