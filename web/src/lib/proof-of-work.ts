import { sha256 } from '@noble/hashes/sha2.js';
import { hexToBytes, utf8ToBytes } from '@noble/hashes/utils.js';

/** The server's puzzle: find n in 0..=maxNumber with hex(SHA-256(salt + n)) === challenge. */
export interface VerificationChallenge {
  algorithm: string;
  challenge: string;
  salt: string;
  maxNumber: number;
  signature: string;
}

/** The answer a form sends back with its body; the server accepts each one once. */
export interface VerificationSolution {
  algorithm: string;
  challenge: string;
  number: number;
  salt: string;
  signature: string;
}

export const supportedAlgorithm = 'SHA-256';

/** Hashes between two yields: a few milliseconds of work, so typing and clicks stay smooth. */
const defaultChunkSize = 2_000;

interface SolveOptions {
  signal?: AbortSignal;
  chunkSize?: number;
}

function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => {
    setTimeout(resolve, 0);
  });
}

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let index = 0; index < a.length; index += 1) {
    if (a[index] !== b[index]) return false;
  }
  return true;
}

/**
 * Tries every number in turn, handing the thread back between chunks. Resolves with the solution,
 * or null when no number matches (a corrupt or unsupported challenge); rejects with the signal's
 * reason when aborted.
 */
export async function solveChallenge(
  challenge: VerificationChallenge,
  { signal, chunkSize = defaultChunkSize }: SolveOptions = {},
): Promise<VerificationSolution | null> {
  if (challenge.algorithm !== supportedAlgorithm || !/^[0-9a-f]{64}$/.test(challenge.challenge)) return null;
  // Comparing digests as bytes spares a hex encoding per attempt.
  const target = hexToBytes(challenge.challenge);
  for (let start = 0; start <= challenge.maxNumber; start += chunkSize) {
    signal?.throwIfAborted();
    const end = Math.min(start + chunkSize - 1, challenge.maxNumber);
    for (let number = start; number <= end; number += 1) {
      if (sameBytes(sha256(utf8ToBytes(`${challenge.salt}${String(number)}`)), target)) {
        return {
          algorithm: challenge.algorithm,
          challenge: challenge.challenge,
          number,
          salt: challenge.salt,
          signature: challenge.signature,
        };
      }
    }
    await yieldToEventLoop();
  }
  return null;
}
