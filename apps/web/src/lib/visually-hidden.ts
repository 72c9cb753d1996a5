/**
 * Text for screen readers only. Sizes are strings on purpose: in MUI's `sx` a bare 1 means 100 %, which made
 * hidden spans as wide as their parent and the page scroll sideways (issue 15 item 9).
 */
export const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  width: '1px',
  margin: '-1px',
  padding: 0,
  overflow: 'hidden',
  position: 'absolute',
  whiteSpace: 'nowrap',
} as const;
