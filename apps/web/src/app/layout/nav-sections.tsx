import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { NavLink } from 'react-router';
import type { NavSection } from '@stoa/shared';
import { navColumnsFor } from './nav-columns.ts';

interface NavSectionsProps {
  sections: readonly NavSection[];
  /** Called after an item is chosen, so the phone drawer can close. */
  onNavigate?: () => void;
}

/** The role's nav (spec §2.7): a header per section, items as links, the current page highlighted. */
export function NavSections({ sections, onNavigate }: NavSectionsProps) {
  return sections.map((section) => {
    const columns = navColumnsFor(section);
    const headingId = `nav-section-${section.key}`;
    return (
      <Box key={section.key} sx={{ px: 1, pb: 1 }}>
        <Typography
          id={headingId}
          component="h2"
          variant="overline"
          sx={{ display: 'block', px: 1.5, pt: 1, color: 'text.secondary', fontWeight: 700 }}
        >
          {section.label}
        </Typography>
        <List
          dense
          disablePadding
          aria-labelledby={headingId}
          data-columns={columns}
          sx={{ display: 'grid', gridTemplateColumns: columns === 2 ? '1fr 1fr' : '1fr', gap: 0.25 }}
        >
          {section.items.map((item) => (
            <li key={`${item.label}-${item.to}`}>
              <ListItemButton
                component={NavLink}
                to={item.to}
                end
                nativeButton={false}
                onClick={onNavigate}
                sx={{
                  borderRadius: 1,
                  '&.active': {
                    bgcolor: 'primary.main',
                    color: 'primary.contrastText',
                    '&:hover': { bgcolor: 'primary.dark' },
                  },
                }}
              >
                <ListItemText primary={item.label} slotProps={{ primary: { variant: 'body2' } }} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </Box>
    );
  });
}
