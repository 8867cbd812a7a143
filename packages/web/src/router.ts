import { useEffect, useState } from 'react';

/**
 * A small router over the History API: the path picks the page, the query holds its state (so a
 * link reproduces it). `navigate` pushes a new entry; `replaceQuery` edits the current one in place.
 */

const CHANGE = 'cogitator:navigate';

export interface Location {
  path: string;
  search: string;
}

function current(): Location {
  return { path: window.location.pathname, search: window.location.search };
}

export function navigate(to: string): void {
  window.history.pushState(null, '', to);
  window.dispatchEvent(new Event(CHANGE));
  window.scrollTo?.(0, 0);
}

/** Change the query of the current page without a history entry (and without re-rendering pages). */
export function replaceQuery(search: string): void {
  const url = `${window.location.pathname}${search}`;
  if (url !== `${window.location.pathname}${window.location.search}`) window.history.replaceState(null, '', url);
}

export function useLocation(): Location {
  const [loc, setLoc] = useState(current);
  useEffect(() => {
    const update = () => setLoc(current());
    window.addEventListener('popstate', update);
    window.addEventListener(CHANGE, update);
    return () => {
      window.removeEventListener('popstate', update);
      window.removeEventListener(CHANGE, update);
    };
  }, []);
  return loc;
}

/** Follow a same-origin link without reloading (plain clicks only; new tabs work as usual). */
export function onLinkClick(e: React.MouseEvent<HTMLAnchorElement>): void {
  if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
  e.preventDefault();
  navigate(e.currentTarget.getAttribute('href') ?? '/');
}
