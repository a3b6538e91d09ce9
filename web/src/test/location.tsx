import { Route, Routes, useLocation } from 'react-router';
import type { ReactElement } from 'react';

/** Prints where the router is, so a test can see a redirect happen. */
export function CurrentLocation() {
  const location = useLocation();
  return <p data-testid="location">{`${location.pathname}${location.search}`}</p>;
}

/** The screen under test at `path`; every other path shows the current location. */
export function ScreenAt({ path, screen }: { path: string; screen: ReactElement }) {
  return (
    <Routes>
      <Route path={path} element={screen} />
      <Route path="*" element={<CurrentLocation />} />
    </Routes>
  );
}
