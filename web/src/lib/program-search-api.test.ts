import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, mockApi } from '@/test/api-mock';
import { searchPrograms } from './program-search-api';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('searchPrograms', () => {
  it('asks the server for the typed term, encoded, and answers its matches', async () => {
    const matches = [{ programId: 1, programName: 'A & B', programUri: 'a-b', groupName: 'G', groupUri: 'g', programStatusId: 1 }];
    const { sent } = mockApi({ 'GET /programs/search?term=a%20%26%20b': () => json(200, matches) });
    await expect(searchPrograms('a & b', new AbortController().signal)).resolves.toEqual(matches);
    expect(sent('GET /programs/search?term=a%20%26%20b')).toHaveLength(1);
  });
});
