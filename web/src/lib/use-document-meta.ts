import { createContext, useEffect } from 'react';
import type { MessageKey } from '@/i18n/catalogs';

/**
 * The description the route table gives the screen being shown, for screens that have none of
 * their own; none outside the app's routes (a screen rendered alone, in a test).
 */
export const RouteDescriptionContext = createContext<MessageKey | undefined>(undefined);

/**
 * Sets the tab's title and the page's meta description while the calling screen is shown. The
 * server sends the first page with both in its head; a navigation inside the app changes them
 * here, so the tags always describe the page on screen.
 */
export function useDocumentMeta(title: string, description: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
  useEffect(() => {
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}

/** A record's own description on one line (as the server writes it), or `fallback` when empty. */
export function pageDescription(text: string, fallback: string): string {
  return text.replace(/\s+/g, ' ').trim() || fallback;
}
