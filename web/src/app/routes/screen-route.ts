import type { ComponentType } from 'react';
import type { MessageKey } from '@/i18n/catalogs';
import { lazyComponent } from '@/lib/router/lazy';
import { withAllowedParams, type AllowedParams } from './with-allowed-params';

/** The records a page may be about (see `RouteMeta.about`). */
export type RecordKind = 'program' | 'group' | 'index' | 'indexRankings' | 'post' | 'sharedBlend';

/**
 * What the server knows of a screen: it sends every page with its title and description in the
 * head (the table is exported to `server/src/site/routes.json`, see route-manifest.test.ts).
 */
export interface RouteMeta {
  /** The tab title's subject ('{title} | CTA Atlas'): the key the screen's Page titles itself with. */
  readonly title: MessageKey;
  /** The meta description; the site's own (`meta.description`) when none. */
  readonly description?: MessageKey;
  /** The values a parameter may take (a tab's names): any other is the lost page. */
  readonly allowedParams?: AllowedParams;
  /**
   * The record the page shows, named by its `groupUri` (and `programUri`) parameters, or an
   * index's page or rankings named by `portfolioUri`: the server titles the page from the
   * database and answers 404 when there is no such record.
   */
  readonly about?: RecordKind;
  /** Listed in the sitemap: a public page without parameters. */
  readonly inSitemap?: boolean;
  /** Kept out of search engines (`X-Robots-Tag: noindex`): a page whose address is a secret. */
  readonly noindex?: boolean;
}

/** A route that shows a screen; `preload` fetches a lazily loaded screen's code. */
export interface ShownRoute extends RouteMeta {
  readonly path: string;
  readonly Component: ComponentType;
  readonly preload?: () => Promise<unknown> | undefined;
}

/** A path that stands for another (a language's root is its program list). */
export interface RedirectRoute {
  readonly path: string;
  readonly redirectTo: string;
}

/** One entry of the screen table, its path relative to the language prefix. */
export type ScreenRoute = ShownRoute | RedirectRoute;

/**
 * A lazily loaded screen, so a visitor of the screener never downloads the blender. A screen
 * whose URL holds a choice (a tab) names the values it has: any other is the lost page.
 */
export function screenRoute(path: string, load: () => Promise<ComponentType>, meta: RouteMeta): ShownRoute {
  const { Component, preload } = lazyComponent(load);
  const { allowedParams } = meta;
  return {
    ...meta,
    path,
    Component: allowedParams ? withAllowedParams(Component, allowedParams) : Component,
    preload,
  };
}
