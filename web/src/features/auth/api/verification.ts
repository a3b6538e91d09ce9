import { api, unwrap } from '@/lib/api';

/** A fresh proof-of-work challenge; each is good for one form submission. */
export function fetchChallenge(signal: AbortSignal) {
  return unwrap(api.GET('/api/v1/verification/challenge', { signal }));
}
