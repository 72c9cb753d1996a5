/** 'New Application': the type is chosen first (it is part of the record's address and decides its window). */
import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useNavigate } from 'react-router';
import { APPLICATION_TYPES, APPLICATION_TYPE_LABELS } from '@stoa/shared';
import { applicationPaths } from '../routes/application-paths.ts';

export function NewApplicationButton() {
  const navigate = useNavigate();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  return (
    <>
      <Button
        variant="contained"
        startIcon={<AddOutlined />}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        New Application
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {APPLICATION_TYPES.map((type) => (
          <MenuItem key={type} onClick={() => navigate(applicationPaths.oaApplication(type))}>
            {APPLICATION_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
