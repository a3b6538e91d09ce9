import { api, unwrap } from './api';

/** Programs whose name or company matches `term`: the typeahead's suggestions (site header, member tools). */
export function searchPrograms(term: string, signal: AbortSignal) {
  return unwrap(api.GET('/api/v1/programs/search', { params: { query: { term } }, signal }));
}
