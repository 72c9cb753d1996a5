/**
 * A list page that opens on filters of its own (the SLDC's payments awaiting reconciliation, its revision requests
 * pending approval): arriving bare (the nav link from another page, no query) sends it on to them before any list
 * call. Once the page has had a query, every choice — Reset, a select's All, even one that leaves the address bare —
 * stays the user's.
 */
import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';

export function WithDefaultSearch({ defaults, children }: { defaults: Record<string, string>; children: ReactNode }) {
  const { search } = useLocation();
  const [hasHadQuery, setHasHadQuery] = useState(search !== '');
  if (search !== '' && !hasHadQuery) setHasHadQuery(true);
  if (search === '' && !hasHadQuery && Object.keys(defaults).length > 0) {
    return <Navigate to={{ search: `?${new URLSearchParams(defaults).toString()}` }} replace />;
  }
  return <>{children}</>;
}
