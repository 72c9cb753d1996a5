import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircle from '@mui/icons-material/CheckCircle';
import Cancel from '@mui/icons-material/Cancel';
import { PASSWORD_RULES } from '@stoa/shared';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';

/**
 * The live requirements checklist of spec §5 (Set password, Change password). A polite live region, so a screen
 * reader hears a rule flip without being interrupted while typing.
 */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <Box
      component="ul"
      aria-label="Password requirements"
      aria-live="polite"
      sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.5 }}
    >
      {PASSWORD_RULES.map((rule) => {
        const isMet = rule.test(password);
        const Icon = isMet ? CheckCircle : Cancel;
        return (
          <Box
            component="li"
            key={rule.key}
            data-met={isMet}
            sx={{ display: 'flex', alignItems: 'center', gap: 1, color: isMet ? 'success.main' : 'text.secondary' }}
          >
            <Icon fontSize="small" aria-hidden />
            <Typography variant="body2" component="span">
              <Box component="span" sx={VISUALLY_HIDDEN}>
                {isMet ? 'Met: ' : 'Not met: '}
              </Box>
              {rule.label}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
