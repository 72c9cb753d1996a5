/**
 * The first Tab stop of every signed-in page (WCAG 2.4.1, issue 36 item 7): 'Skip to main content', out of sight
 * until it has focus, takes a keyboard user past the header and the nav (some 30 links for an SLDC user) to the
 * page itself.
 */
import Box from '@mui/material/Box';

/** The id of the layout's main region, which the skip link focuses. */
export const MAIN_ID = 'main-content';
export const SKIP_LINK_TEXT = 'Skip to main content';

export function SkipLink() {
  return (
    <Box
      component="a"
      href={`#${MAIN_ID}`}
      onClick={(event) => {
        // The router owns the address: focus the region instead of following the anchor.
        event.preventDefault();
        const main = document.getElementById(MAIN_ID);
        main?.focus({ preventScroll: true });
        main?.scrollIntoView?.({ block: 'start' });
      }}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        bgcolor: 'background.paper',
        borderRadius: 1,
        boxShadow: 3,
        color: 'primary.main',
        typography: 'body2',
        fontWeight: 600,
        // Out of sight (not display: none, so it can take focus) until it has focus.
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none' },
      }}
    >
      {SKIP_LINK_TEXT}
    </Box>
  );
}
