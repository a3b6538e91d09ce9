import { use, type ReactNode } from 'react';
import { useT } from '@/i18n/i18n-context';
import { RouteDescriptionContext, useDocumentMeta } from '@/lib/use-document-meta';
import { PageHeader } from './PageHeader';
import './Layout.css';

interface PageProps {
  /** The h1 and, as '{title} | CTA Atlas', the tab title. */
  title: string;
  /** Overrides the tab title, e.g. 'Page Not Found' for the lost page. */
  documentTitle?: string;
  /** The meta description; the route's (or the site's) when none, as the server sends it. */
  description?: string;
  subtitle?: ReactNode;
  actions?: ReactNode;
  children?: ReactNode;
}

/**
 * Frame of a screen: sets the document title and description and renders the page header above
 * the content.
 */
export function Page({ title, documentTitle, description, subtitle, actions, children }: PageProps) {
  const t = useT();
  const routeDescription = use(RouteDescriptionContext);
  useDocumentMeta(
    documentTitle ?? t('app.documentTitle', { title }),
    description ?? t(routeDescription ?? 'meta.description'),
  );
  return (
    <div className="page">
      <PageHeader title={title} subtitle={subtitle} actions={actions} />
      {children}
    </div>
  );
}
