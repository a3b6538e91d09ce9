/** Blank space held while the first screen's code loads (before any provider exists). */
export function AppLoading() {
  return <div className="app-loading" aria-busy="true" />;
}
