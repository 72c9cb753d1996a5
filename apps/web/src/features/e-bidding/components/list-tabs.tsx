/**
 * The applicants' two tabs of the e-bidding list (spec §2.3): 'E-Bidding Invitations' and 'E-Bidding Proposals'. The
 * tab lives in the URL (?tab=proposals) and Ctrl + ArrowLeft / ArrowRight switch it from anywhere on the page but a
 * text box (where the keys move the caret by words).
 */
import { useCallback, useEffect, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { LIST_TABS, type ListTab } from '../routes/ebidding-paths.ts';

export const TAB_LABELS: Record<ListTab, string> = {
  invitations: 'E-Bidding Invitations',
  proposals: 'E-Bidding Proposals',
};

function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/** The tab in force and its setter; a new tab starts at its first page. */
export function useListTab(): [ListTab, (tab: ListTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ListTab = searchParams.get('tab') === 'proposals' ? 'proposals' : 'invitations';
  const selectTab = useCallback(
    (next: ListTab) =>
      setSearchParams((previous) => {
        const params = new URLSearchParams(previous);
        if (next === 'invitations') params.delete('tab');
        else params.set('tab', next);
        params.delete('pageNumber');
        return params;
      }),
    [setSearchParams],
  );
  return [tab, selectTab];
}

/** Ctrl + ArrowLeft / ArrowRight: the tab before or after `tab` (none past either end). */
function useTabKeys(tab: ListTab, selectTab: (tab: ListTab) => void) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!event.ctrlKey || isTyping(event.target)) return;
      const step = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
      const next = LIST_TABS[LIST_TABS.indexOf(tab) + step];
      if (step === 0 || !next || next === tab) return;
      event.preventDefault();
      selectTab(next);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [tab, selectTab]);
}

export function ListTabs({ panels }: { panels: Record<ListTab, ReactNode> }) {
  const [tab, selectTab] = useListTab();
  useTabKeys(tab, selectTab);
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, value: ListTab) => selectTab(value)} aria-label="E-bidding views">
          {LIST_TABS.map((key) => (
            <Tab key={key} value={key} label={TAB_LABELS[key]} id={`tab-${key}`} aria-controls={`tabpanel-${key}`} />
          ))}
        </Tabs>
      </Box>
      <Stack role="tabpanel" id={`tabpanel-${tab}`} aria-labelledby={`tab-${tab}`} spacing={2}>
        {panels[tab]}
      </Stack>
    </>
  );
}
