import type { ReactNode } from 'react';
import { useT } from '@/i18n/i18n-context';
import { useDocumentTitle } from '@/lib/use-document-title';
import { PageHeader } from './PageHeader';
import './Layout.css';

interface PageProps {
  /** The h1 and, as '{title} | CTA Atlas', the tab title. */
  title: string;
  /** Overrides the tab title, e.g. 'Page Not Found' for the lost page. */
  documentTitle?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/** Frame of a screen: sets the document title and renders the page header above the content. */
export function Page({ title, documentTitle, subtitle, actions, children }: PageProps) {
  const t = useT();
  useDocumentTitle(documentTitle ?? t('app.documentTitle', { title }));
  return (
    <div className="page">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </div>
  );
}
