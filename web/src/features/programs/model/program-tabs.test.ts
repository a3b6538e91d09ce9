import { describe, expect, it } from 'vitest';
import { awardsState, programTabFromParam, programTabPath, tabBar, tabsShown, visibleProgramTabs, type TabAccess } from './program-tabs';

const reader: TabAccess = { canEdit: false, awards: 'some' };
const editor: TabAccess = { canEdit: true, awards: 'some' };

describe('awardsState', () => {
  it('is unknown until the awards arrive, then some or none', () => {
    expect(awardsState(undefined)).toBe('unknown');
    expect(awardsState(0)).toBe('none');
    expect(awardsState(3)).toBe('some');
  });
});

describe('visibleProgramTabs', () => {
  it('lists the Logs tab (users) only for readers who may edit the program', () => {
    expect(visibleProgramTabs(reader)).toEqual([
      'snapshot',
      'strategy',
      'charts',
      'statistics-ratios',
      'performance-tables',
      'badges',
      'all',
    ]);
    expect(visibleProgramTabs(editor)).toContain('users');
    expect(visibleProgramTabs(editor).indexOf('users')).toBe(visibleProgramTabs(editor).indexOf('badges') + 1);
  });

  it('hides the badges tab of a program without awards, and while its awards are not known', () => {
    expect(visibleProgramTabs({ ...reader, awards: 'none' })).not.toContain('badges');
    expect(visibleProgramTabs({ ...editor, awards: 'unknown' })).not.toContain('badges');
    expect(visibleProgramTabs({ ...editor, awards: 'none' })).toContain('users');
  });
});

describe('programTabFromParam', () => {
  it('opens the snapshot without a tab and the named tab otherwise', () => {
    expect(programTabFromParam(undefined, reader)).toBe('snapshot');
    expect(programTabFromParam('charts', reader)).toBe('charts');
    expect(programTabFromParam('users', editor)).toBe('users');
    expect(programTabFromParam('badges', reader)).toBe('badges');
  });

  it('knows no Logs tab for other readers, nor any unknown tab', () => {
    expect(programTabFromParam('users', reader)).toBeUndefined();
    expect(programTabFromParam('nonsense', editor)).toBeUndefined();
  });

  it('knows no badges tab for a program without awards, and waits for the awards before deciding', () => {
    expect(programTabFromParam('badges', { ...reader, awards: 'none' })).toBeUndefined();
    expect(programTabFromParam('badges', { ...reader, awards: 'unknown' })).toBe('badges');
  });
});

describe('tabBar', () => {
  it('shows the badges tab the URL names while its awards load', () => {
    const loading: TabAccess = { ...reader, awards: 'unknown' };
    expect(tabBar(loading, 'badges')).toContain('badges');
    expect(tabBar(loading, 'snapshot')).not.toContain('badges');
    expect(tabBar(reader, 'snapshot')).toEqual(visibleProgramTabs(reader));
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
    expect(tabsShown('charts', editor)).toEqual(['charts']);
    expect(tabsShown('all', reader)).toEqual([
      'snapshot',
      'strategy',
      'charts',
      'statistics-ratios',
      'performance-tables',
      'badges',
    ]);
    expect(tabsShown('all', editor)).toContain('users');
    expect(tabsShown('all', { ...reader, awards: 'none' })).not.toContain('badges');
  });
});
