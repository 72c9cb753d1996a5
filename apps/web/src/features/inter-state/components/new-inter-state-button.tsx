/**
 * 'New Inter-State Registration' for the owners: the sector is chosen first (among those of the role), since it
 * is part of the record's address; a role with one sector goes straight to its form.
 */
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate } from 'react-router';
import type { RegisteredEntitySector } from '@stoa/shared';
import { interStatePaths } from '../routes/inter-state-paths.ts';

export function NewInterStateButton({ sectors }: { sectors: readonly RegisteredEntitySector[] }) {
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [only] = sectors;
  if (!only) return null;
  const single = sectors.length === 1;
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        aria-haspopup={single ? undefined : 'menu'}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => (single ? navigate(interStatePaths.create(only)) : setAnchor(event.currentTarget))}
      >
        New Inter-State Registration
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {sectors.map((sector) => (
          <MenuItem key={sector} onClick={() => navigate(interStatePaths.create(sector))}>
            {sector}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
