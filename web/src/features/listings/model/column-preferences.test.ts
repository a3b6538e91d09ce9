import { afterEach, describe, expect, it } from 'vitest';
import { loadPreferences, moveColumn, preferencesKey, savePreferences, toggleColumn } from './column-preferences';

afterEach(() => {
  localStorage.clear();
});

describe('column preferences', () => {
  const key = preferencesKey('Ann@Example.com', 'performance');

  it('start from the listing’s defaults and come back as saved', () => {
    const defaults = loadPreferences(key, ['program', 'monthReturn', 'ytdReturn'], ['ytdReturn']);
    expect(defaults).toEqual({ order: ['program', 'monthReturn', 'ytdReturn'], hidden: ['ytdReturn'] });
    savePreferences(key, { order: ['program', 'ytdReturn', 'monthReturn'], hidden: [] });
    expect(loadPreferences(key, ['program', 'monthReturn', 'ytdReturn'], ['ytdReturn'])).toEqual({
      order: ['program', 'ytdReturn', 'monthReturn'],
      hidden: [],
    });
    expect(key).toBe('atlas.columns.ann@example.com.performance');
  });

  it('drop unknown columns and add new ones in their default place', () => {
    localStorage.setItem(key, JSON.stringify({ order: ['program', 'gone', 'ytdReturn'], hidden: ['gone'] }));
    expect(loadPreferences(key, ['program', 'monthReturn', 'ytdReturn'], [])).toEqual({
      order: ['program', 'ytdReturn', 'monthReturn'],
      hidden: [],
    });
    localStorage.setItem(key, '{not json');
    expect(loadPreferences(key, ['program'], []).order).toEqual(['program']);
  });

  it('keep a column added since hidden when the listing hides it by default', () => {
    savePreferences(key, { order: ['program', 'ytdReturn', 'monthReturn'], hidden: ['monthReturn'] });
    expect(loadPreferences(key, ['program', 'monthReturn', 'ytdReturn', 'sortinoRatio', 'beta'], ['sortinoRatio'])).toEqual({
      order: ['program', 'ytdReturn', 'monthReturn', 'sortinoRatio', 'beta'],
      hidden: ['monthReturn', 'sortinoRatio'],
    });
  });

  it('move a column but never before the program, and never hide the program', () => {
    const order = ['program', 'monthReturn', 'ytdReturn'] as const;
    expect(moveColumn(order, 'ytdReturn', -1)).toEqual(['program', 'ytdReturn', 'monthReturn']);
    expect(moveColumn(order, 'monthReturn', -1)).toEqual(order);
    expect(moveColumn(order, 'ytdReturn', 1)).toEqual(order);
    const preferences = { order: [...order], hidden: [] };
    expect(toggleColumn(preferences, 'program')).toBe(preferences);
    expect(toggleColumn(toggleColumn(preferences, 'ytdReturn'), 'ytdReturn').hidden).toEqual([]);
  });
});
