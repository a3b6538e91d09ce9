import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { languages } from '@/config/languages';
import { loadCatalog } from '@/i18n/catalogs';

// jsdom has no scrolling; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// findBy*/waitFor give up after 1 s by default: a first render that loads the wasm engine or lazy
// routes takes longer than that on a busy two-core CI machine. A failing assertion still fails.
configure({ asyncUtilTimeout: 5_000 });

// The app fetches a language's messages before its first page; tests render pages directly.
await Promise.all(languages.map(loadCatalog));

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(() => {
  cleanup();
  document.body.style.overflow = '';
});
