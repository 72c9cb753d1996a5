/**
 * A record page's Back: where the user came from in this tab — the list it was opened from, with the filters and page
 * its address keeps, or the record page that linked to it — else `fallback` (the tab's first page of the portal: a
 * bookmark, a link from outside, a sign-in that replaced the login page). It stays a link to `fallback`, so a
 * modified or middle click opens that in a new tab as any link does.
 */
import type { MouseEvent, ReactNode } from 'react';
import Button from '@mui/material/Button';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link as RouterLink, useNavigate } from 'react-router';

interface BackButtonProps {
  fallback: string;
  children?: ReactNode;
  sx?: SxProps<Theme>;
}

/**
 * The entry's place in the tab's history as the BrowserRouter numbers it: 0 for the tab's first page (or one that
 * replaced it), one more per page pushed since; null under a router that keeps no index (a test's memory router).
 */
function historyIndex(): number | null {
  const state: unknown = window.history.state;
  if (state === null || typeof state !== 'object' || !('idx' in state)) return null;
  return typeof state.idx === 'number' ? state.idx : null;
}

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function BackButton({ fallback, children = 'Back', sx }: BackButtonProps) {
  const navigate = useNavigate();
  const goBack = (event: MouseEvent) => {
    if ((historyIndex() ?? 0) === 0 || !isPlainClick(event)) return;
    event.preventDefault();
    void navigate(-1);
  };
  return (
    <Button component={RouterLink} to={fallback} onClick={goBack} size="small" sx={sx}>
      {children}
    </Button>
  );
}
