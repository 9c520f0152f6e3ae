import { useEffect, useState } from 'react';

export interface SiteLocation {
  pathname: string;
  search: string;
}

function read(): SiteLocation {
  return { pathname: window.location.pathname, search: window.location.search };
}

/** The address, kept current on back/forward and on in-page navigation (popstate). */
export function useLocation(): SiteLocation {
  const [location, setLocation] = useState(read);
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
