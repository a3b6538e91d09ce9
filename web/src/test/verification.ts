import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import type { VerificationChallenge } from '@/lib/proof-of-work';

/** A challenge the widget solves at once: the number is small and the range short. */
export function easyChallenge(number = 3): VerificationChallenge {
  const salt = 'c0ffee?expires=4102444800';
  return {
    algorithm: 'SHA-256',
    challenge: bytesToHex(sha256(utf8ToBytes(`${salt}${String(number)}`))),
    salt,
    maxNumber: 50,
    signature: 'feed',
  };
}
