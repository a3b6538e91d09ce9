import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex, utf8ToBytes } from '@noble/hashes/utils.js';
import { describe, expect, it } from 'vitest';
import { solveChallenge, type VerificationChallenge } from './proof-of-work';

function challengeFor(salt: string, number: number, maxNumber: number): VerificationChallenge {
  return {
    algorithm: 'SHA-256',
    challenge: bytesToHex(sha256(utf8ToBytes(`${salt}${String(number)}`))),
    salt,
    maxNumber,
    signature: 'ab12',
  };
}

describe('solveChallenge', () => {
  it('finds the number whose hash with the salt is the challenge', async () => {
    const challenge = challengeFor('4f2a9c?expires=1900000000', 4321, 10_000);
    await expect(solveChallenge(challenge, { chunkSize: 500 })).resolves.toEqual({
      algorithm: 'SHA-256',
      challenge: challenge.challenge,
      number: 4321,
      salt: challenge.salt,
      signature: 'ab12',
    });
  });

  it('finds the first and the last number of the range', async () => {
    await expect(solveChallenge(challengeFor('s', 0, 100))).resolves.toMatchObject({ number: 0 });
    await expect(solveChallenge(challengeFor('s', 100, 100), { chunkSize: 7 })).resolves.toMatchObject({
      number: 100,
    });
  });

  it('gives up when no number in the range matches', async () => {
    await expect(solveChallenge(challengeFor('s', 500, 100), { chunkSize: 30 })).resolves.toBeNull();
  });

  it('refuses an algorithm it does not know', async () => {
    await expect(solveChallenge({ ...challengeFor('s', 1, 10), algorithm: 'SHA-1' })).resolves.toBeNull();
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('left the page'));
    await expect(solveChallenge(challengeFor('s', 5, 10), { signal: controller.signal })).rejects.toThrow(
      'left the page',
    );
  });
});
