import { createContext, useContext, useEffect, useState } from 'react';

export interface SiteLocation {
  pathname: string;
  search: string;
}

/** The address the server renders a page for; in the browser, window.location is read instead. */
export const ServerLocationContext = createContext<SiteLocation>({ pathname: '/', search: '' });

function read(): SiteLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

/** The address, kept current on back/forward and on in-page navigation (popstate). */
export function useLocation(): SiteLocation {
  const serverLocation = useContext(ServerLocationContext);
  const [location, setLocation] = useState(() =>
    typeof window === 'undefined' ? serverLocation : read(),
  );
  useEffect(() => {
    const update = () => setLocation(read());
    window.addEventListener('popstate', update);
    return () => window.removeEventListener('popstate', update);
  }, []);
  return location;
}

/** In-page navigation for site links. */
export function navigate(href: string): void {
  window.history.pushState(null, '', href);
  window.dispatchEvent(new PopStateEvent('popstate'));
}
