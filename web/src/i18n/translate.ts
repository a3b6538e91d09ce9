import type { Catalog, MessageKey } from './catalogs';

export type MessageParams = Readonly<Record<string, string | number>>;

export type Translate = (key: MessageKey, params?: MessageParams) => string;

const placeholder = /\{(\w+)\}/g;

/** Replaces `{name}` with `params.name`; an unknown placeholder stays visible so it gets noticed. */
export function interpolate(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(placeholder, (match, name: string) => {
    const value = params[name];
    return value === undefined ? match : String(value);
  });
}

export function placeholdersOf(template: string): string[] {
  return [...template.matchAll(placeholder)].map((match) => match[1] ?? '').sort();
}

export function createTranslate(catalog: Catalog): Translate {
  return (key, params) => interpolate(catalog[key], params);
}
