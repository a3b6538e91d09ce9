import { describe, expect, it } from 'vitest';
import { programTabFromParam, programTabPath, tabsShown, visibleProgramTabs } from './program-tabs';

describe('visibleProgramTabs', () => {
  it('lists the Logs tab (users) only for readers who may edit the program', () => {
    expect(visibleProgramTabs(false)).toEqual([
      'snapshot',
      'strategy',
      'charts',
      'statistics-ratios',
      'performance-tables',
      'badges',
      'all',
    ]);
    expect(visibleProgramTabs(true)).toContain('users');
    expect(visibleProgramTabs(true).indexOf('users')).toBe(visibleProgramTabs(true).indexOf('badges') + 1);
  });
});

describe('programTabFromParam', () => {
  it('opens the snapshot without a tab and the named tab otherwise', () => {
    expect(programTabFromParam(undefined, false)).toBe('snapshot');
    expect(programTabFromParam('charts', false)).toBe('charts');
    expect(programTabFromParam('users', true)).toBe('users');
  });

  it('knows no Logs tab for other readers, nor any unknown tab', () => {
    expect(programTabFromParam('users', false)).toBeUndefined();
    expect(programTabFromParam('nonsense', true)).toBeUndefined();
  });
});

describe('programTabPath', () => {
  it('is the program page for the snapshot and a sub-path for the other tabs', () => {
    expect(programTabPath('alpha capital', 'trend', 'snapshot')).toBe('/groups/alpha%20capital/programs/trend');
    expect(programTabPath('alpha', 'trend', 'statistics-ratios')).toBe('/groups/alpha/programs/trend/statistics-ratios');
  });
});

describe('tabsShown', () => {
  it('shows one tab, or every tab the reader has for all', () => {
    expect(tabsShown('charts', true)).toEqual(['charts']);
    expect(tabsShown('all', false)).toEqual([
      'snapshot',
      'strategy',
      'charts',
      'statistics-ratios',
      'performance-tables',
      'badges',
    ]);
    expect(tabsShown('all', true)).toContain('users');
  });
});
