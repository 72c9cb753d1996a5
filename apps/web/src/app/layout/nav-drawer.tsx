import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import Toolbar from '@mui/material/Toolbar';
import type { NavSection } from '@stoa/shared';
import { NavSections } from './nav-sections.tsx';

export const DRAWER_WIDTH = 300;

interface NavDrawerProps {
  sections: readonly NavSection[];
  /** Desktop: a persistent drawer beside the page. Phone: a temporary drawer over it. */
  isDesktop: boolean;
  isOpen: boolean;
  onClose: () => void;
}

export function NavDrawer({ sections, isDesktop, isOpen, onClose }: NavDrawerProps) {
  const nav = (
    <Box component="nav" aria-label="Main navigation" sx={{ overflowY: 'auto', py: 1 }}>
      <NavSections sections={sections} onNavigate={isDesktop ? undefined : onClose} />
    </Box>
  );
  if (!isDesktop) {
    return (
      <Drawer
        variant="temporary"
        open={isOpen}
        onClose={onClose}
        ModalProps={{ keepMounted: true }}
        // The phone drawer is a dialog over the page; it needs a name (axe aria-dialog-name).
        slotProps={{ paper: { 'aria-label': 'Navigation menu', sx: { width: DRAWER_WIDTH } } }}
      >
        {/* The header stays above the phone drawer, so its toggle keeps working; start the nav below it. */}
        <Toolbar />
        {nav}
      </Drawer>
    );
  }
  return (
    <Drawer
      variant="persistent"
      open={isOpen}
      sx={(theme) => ({
        // The docked root is the spacer beside the page; its width follows the paper sliding in and out.
        width: isOpen ? DRAWER_WIDTH : 0,
        flexShrink: 0,
        transition: theme.transitions.create('width', { duration: theme.transitions.duration.standard }),
      })}
      slotProps={{ paper: { sx: { width: DRAWER_WIDTH, boxSizing: 'border-box' } } }}
    >
      <Toolbar />
      {nav}
    </Drawer>
  );
}
