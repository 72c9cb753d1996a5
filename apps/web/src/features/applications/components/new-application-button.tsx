/**
 * 'New Application': the type is chosen first (it is part of the record's address and decides its window). A type
 * whose window is closed now is offered disabled, with its rule and when it next opens (issue 15 item 8).
 */
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate } from 'react-router';
import { APPLICATION_TYPES, APPLICATION_TYPE_LABELS, businessNow, type ApplicationType } from '@stoa/shared';
import { applicationWindow, type ApplicationWindowRules } from '@stoa/shared/application/application-windows';
import { nextWindowOpening, windowOpeningText } from '@stoa/shared/application/window-opening';
import { useBusinessRules } from '../../../lib/business-rules.ts';
import { applicationPaths } from '../routes/application-paths.ts';

/** Why a type may not be chosen now ('<its rule>. Opens …'), or null while its window is open. */
export function closedReason(type: ApplicationType, rules: ApplicationWindowRules, now = businessNow()): string | null {
  const window = applicationWindow(type, now, rules);
  if (window.isOpen) return null;
  return `${window.description}. ${windowOpeningText(nextWindowOpening(type, now, rules))}`;
}

export function NewApplicationButton() {
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const rules = useBusinessRules().data?.rules.applicationWindows ?? null;
  const isOpen = anchor !== null;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        aria-haspopup="menu"
        aria-controls={isOpen ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        New Application
      </Button>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={isOpen}
        onClose={() => setAnchor(null)}
        slotProps={{ paper: { sx: { maxWidth: 440 } } }}
      >
        {APPLICATION_TYPES.map((type) => {
          const reason = isOpen && rules ? closedReason(type, rules) : null;
          return (
            <MenuItem
              key={type}
              disabled={reason !== null}
              onClick={() => navigate(applicationPaths.oaApplication(type))}
            >
              <ListItemText
                primary={APPLICATION_TYPE_LABELS[type]}
                secondary={reason ? `Closed now. ${reason}` : undefined}
                slotProps={{ secondary: { sx: { whiteSpace: 'normal' } } }}
              />
            </MenuItem>
          );
        })}
      </Menu>
    </>
  );
}
