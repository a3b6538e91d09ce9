import { describe, expect, it } from 'vitest';
import { languages } from '@/config/languages';
import { blockKey } from '@/features/legal/components/LegalDocumentView';
import type { LegalDocument } from './legal-document';
import { privacyPolicy } from './privacy';
import { termsOfService } from './terms';

const documents = { termsOfService, privacyPolicy };

function shape(document: LegalDocument) {
  return document.sections.map((section) => ({
    id: section.id,
    blocks: section.blocks.map((block) =>
      block.kind === 'paragraph'
        ? { kind: block.kind, link: block.link?.to }
        : block.kind === 'list'
          ? { kind: block.kind, items: block.items.length }
          : { kind: block.kind, columns: block.columns.length, rows: block.rows.map((row) => row[0]) },
    ),
  }));
}

describe.each(Object.entries(documents))('%s', (_, byLanguage) => {
  it('has the same sections, blocks, links and table rows in every language', () => {
    for (const lang of languages) expect(shape(byLanguage[lang])).toEqual(shape(byLanguage.en));
  });

  it('names one revision date in every language', () => {
    for (const lang of languages) expect(byLanguage[lang].updated).toBe(byLanguage.en.updated);
    expect(byLanguage.en.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(languages)('has no empty text and distinct anchors and blocks in %s', (lang) => {
    const document = byLanguage[lang];
    const ids = document.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const section of document.sections) {
      expect(section.heading.trim()).not.toBe('');
      const keys = section.blocks.map(blockKey);
      expect(new Set(keys).size).toBe(keys.length);
      for (const key of keys) expect(key.trim()).not.toBe('');
      for (const block of section.blocks) {
        if (block.kind === 'table') {
          for (const row of block.rows) expect(row).toHaveLength(block.columns.length);
        }
      }
    }
  });

  it('writes the Chinese text in Chinese', () => {
    const chinese = JSON.stringify(byLanguage['zh-hans'].sections.map((section) => section.heading));
    expect(chinese).toMatch(/[\u4e00-\u9fff]/);
    expect(chinese).not.toMatch(/\b(the|and|your)\b/i);
  });
});
