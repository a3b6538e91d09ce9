import { useId } from 'react';
import { LangLink } from '@/components/LangLink/LangLink';
import { paths } from '@/config/paths';
import { useLang, useT } from '@/i18n/i18n-context';
import type { LegalBlock, LegalDocument } from '@/features/legal/content/legal-document';
import { formatRevisionDate } from '@/features/legal/model/updated-date';
import './LegalDocumentView.css';

/** A block's identity within its section: its text (a test holds them distinct). */
export function blockKey(block: LegalBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'list':
      return block.items.join('\n');
    case 'table':
      return block.caption;
  }
}

function Block({ block }: { block: LegalBlock }) {
  switch (block.kind) {
    case 'paragraph':
      return (
        <p>
          {block.text}
          {block.link && (
            <>
              {' '}
              <LangLink to={paths[block.link.to]}>{block.link.label}</LangLink>
            </>
          )}
        </p>
      );
    case 'list':
      return (
        <ul>
          {block.items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      );
    case 'table':
      return (
        <div className="legal__table-scroll">
          <table className="legal__table">
            <caption>{block.caption}</caption>
            <thead>
              <tr>
                {block.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {block.rows.map(([name = '', ...cells]) => (
                <tr key={name}>
                  <th scope="row">
                    <code>{name}</code>
                  </th>
                  {cells.map((cell, column) => (
                    // Cells of one row are told apart by their column, which never moves.
                    // eslint-disable-next-line react/no-array-index-key
                    <td key={column}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      );
  }
}

/**
 * A legal text: its revision date, a table of contents and its numbered sections, each a region
 * named by its heading, so a screen reader can list and jump between them.
 */
export function LegalDocumentView({ document }: { document: LegalDocument }) {
  const t = useT();
  const lang = useLang();
  const contentsId = useId();
  const [before, after] = t('legal.lastUpdated').split('{date}');
  return (
    <article className="legal">
      <p className="legal__updated">
        {before}
        <time dateTime={document.updated}>{formatRevisionDate(document.updated, lang)}</time>
        {after}
      </p>
      {document.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      <nav className="legal__contents" aria-labelledby={contentsId}>
        <h2 id={contentsId}>{t('legal.contents')}</h2>
        <ol>
          {document.sections.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.heading}</a>
            </li>
          ))}
        </ol>
      </nav>
      {document.sections.map((section) => (
        <section key={section.id} aria-labelledby={section.id} className="legal__section">
          <h2 id={section.id}>{section.heading}</h2>
          {section.blocks.map((block) => (
            <Block key={blockKey(block)} block={block} />
          ))}
        </section>
      ))}
    </article>
  );
}
