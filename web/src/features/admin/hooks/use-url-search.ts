import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from '@/lib/router/Router';
import { searchDelayMs, withSearch } from '@/features/admin/model/user-list-state';

/**
 * A list's search box whose settled term lives in the URL's `search` (the Users and All Programs
 * tabs): the box's text goes to the URL 500 ms after the last key, from the first page. Returns
 * the box's text and its setter.
 */
export function useUrlSearch(urlTerm: string): [string, (text: string) => void] {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [params] = useSearchParams();

  // The box's text, and the term it last put in the URL: a change of the URL's term from
  // elsewhere (Back, a link) is copied into the box, the box's own writes are not.
  const [text, setText] = useState(urlTerm);
  const [written, setWritten] = useState(urlTerm);
  if (written !== urlTerm) {
    setWritten(urlTerm);
    setText(urlTerm);
  }

  useEffect(() => {
    if (text.trim() === urlTerm) return undefined;
    const timer = setTimeout(() => {
      const next = withSearch(params, text).toString();
      setWritten(text.trim());
      // Typing is not a step Back should retrace one pause at a time.
      navigate(next === '' ? pathname : `${pathname}?${next}`, { replace: true });
    }, searchDelayMs);
    return () => {
      clearTimeout(timer);
    };
  }, [text, urlTerm, params, pathname, navigate]);

  return [text, setText];
}
