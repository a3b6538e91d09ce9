/**
 * A legal page's text in one language: numbered sections of paragraphs, lists and tables. Each
 * document and language is a module of its own (`terms.en.ts`, `privacy.zh-hans.ts`, …): long
 * prose that only its page shows stays out of the message catalogs every page downloads, and a
 * lawyer's edit is one file per language. Both languages share the section ids, which a test
 * holds equal.
 */
export interface LegalDocument {
  /** When the text last changed in substance (`YYYY-MM-DD`); shown as "Last updated". */
  updated: string;
  /** Paragraphs before the first section. */
  intro: readonly string[];
  sections: readonly LegalSection[];
}

export interface LegalSection {
  /** The heading's anchor (`#cookies`), the same in every language. */
  id: string;
  heading: string;
  blocks: readonly LegalBlock[];
}

/** Pages a legal text may link to. */
export type LegalLinkTarget = 'profile' | 'privacyPolicy' | 'termsOfService';

export type LegalBlock =
  | { kind: 'paragraph'; text: string; link?: { to: LegalLinkTarget; label: string } }
  | { kind: 'list'; items: readonly string[] }
  | { kind: 'table'; caption: string; columns: readonly string[]; rows: readonly (readonly string[])[] };

/** The date both documents were last revised; each document may name its own. */
export const legalRevision = '2026-11-26';
