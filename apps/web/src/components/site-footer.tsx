import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { APP_VERSION } from '@stoa/shared/account/account-constants';

/** The operator's name until the deployment's own branding is configured (spec §1: branding not reproduced). */
export const OPERATOR_NAME = 'State Load Despatch Centre';
/**
 * Every time a signed-in page shows is on the business clock (Asia/Kolkata): the footer says so once per page, so
 * dates and times themselves carry no zone.
 */
export const TIME_ZONE_NOTE = 'All times are IST (UTC+05:30)';

interface SiteFooterProps {
  /**
   * The signed-in layout also names the product and its version and states the time zone of its times; the sign-in
   * pages keep it short.
   */
  showVersion?: boolean;
}

export function SiteFooter({ showVersion = false }: SiteFooterProps) {
  const year = new Date().getFullYear();
  return (
    <Box
      component="footer"
      sx={{
        py: 1.5,
        px: 3,
        display: 'flex',
        flexWrap: 'wrap',
        gap: 1,
        justifyContent: 'space-between',
        borderTop: 1,
        borderColor: 'divider',
        color: 'text.secondary',
      }}
    >
      <Typography variant="body2">
        © {year} {OPERATOR_NAME}
      </Typography>
      {showVersion && <Typography variant="body2">{TIME_ZONE_NOTE}</Typography>}
      {showVersion && <Typography variant="body2">STOA Portal v{APP_VERSION}</Typography>}
    </Box>
  );
}
