/**
 * The two views of the payments dashboard, Dues and Payments, in tabs. The tab lives in the URL (?tab=); a new tab
 * starts at its first page with its own default filters (tabDefaults).
 */
import { useCallback, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useSearchParams } from 'react-router';
import { DASHBOARD_TABS, defaultTabOf, tabDefaults, type DashboardTab } from './payment-filters.ts';

export const TAB_LABELS: Record<DashboardTab, string> = { dues: 'Dues', payments: 'Payments' };

const isTab = (value: string | null): value is DashboardTab =>
  (DASHBOARD_TABS as readonly string[]).includes(value ?? '');

/** The tab in force (the reader's default when the URL names none) and its setter. */
export function useDashboardTab(isPayer: boolean): [DashboardTab, (tab: DashboardTab) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const named = searchParams.get('tab');
  const tab = isTab(named) ? named : defaultTabOf(isPayer);
  const selectTab = useCallback(
    (next: DashboardTab) => setSearchParams(new URLSearchParams(tabDefaults(next, isPayer))),
    [setSearchParams, isPayer],
  );
  return [tab, selectTab];
}

export function DashboardTabs({ isPayer, panels }: { isPayer: boolean; panels: Record<DashboardTab, ReactNode> }) {
  const [tab, selectTab] = useDashboardTab(isPayer);
  return (
    <>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs value={tab} onChange={(_event, value: DashboardTab) => selectTab(value)} aria-label="Payment views">
          {DASHBOARD_TABS.map((key) => (
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
