import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render';
import { ProgramSearch, type ProgramMatch, type SearchPrograms } from './ProgramSearch';

const match = (programId: number, programName: string): ProgramMatch => ({
  programId,
  programName,
  programUri: programName.toLowerCase().replace(/ /g, '-'),
  groupName: 'Matsuda Advisors',
  groupUri: 'matsuda-advisors',
  programStatusId: 1,
});

/** Answers each term from `answers` (no match otherwise) and records the terms asked. */
function matchesFrom(answers: Readonly<Record<string, ProgramMatch[]>>) {
  const asked: string[] = [];
  const search: SearchPrograms = (term) => {
    asked.push(term);
    return Promise.resolve(answers[term] ?? []);
  };
  return { search, asked };
}

describe('ProgramSearch', () => {
  it('asks nothing below three characters and says why', async () => {
    const { search, asked } = matchesFrom({});
    renderWithProviders(<ProgramSearch label="Find a program" search={search} onSelect={vi.fn()} />);
    await userEvent.setup().type(screen.getByRole('combobox', { name: 'Find a program' }), 'ma');
    expect(screen.getByRole('status')).toHaveTextContent('Type at least 3 characters');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(asked).not.toContain('ma');
  });

  it('suggests matches, skips excluded ones and chooses with the keyboard', async () => {
    const { search } = matchesFrom({
      mat: [match(1, 'Matsuda Diversified'), match(2, 'Matsuda Trend'), match(3, 'Matsuda Macro')],
    });
    const onSelect = vi.fn();
    renderWithProviders(<ProgramSearch label="Find a program" search={search} onSelect={onSelect} exclude={[2]} />);
    const user = userEvent.setup();
    const input = screen.getByRole('combobox', { name: 'Find a program' });
    await user.type(input, 'mat');
    await waitFor(() => {
      expect(screen.getAllByRole('option')).toHaveLength(2);
    });
    expect(screen.queryByRole('option', { name: /Matsuda Trend/ })).not.toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ programId: 3 }));
    expect(input).toHaveValue('');
  });

  it('says when nothing matches', async () => {
    const { search } = matchesFrom({ zzz: [] });
    renderWithProviders(<ProgramSearch label="Find a program" search={search} onSelect={vi.fn()} />);
    await userEvent.setup().type(screen.getByRole('combobox'), 'zzz');
    expect(await screen.findByText('No programs match')).toBeInTheDocument();
  });
});
