/** A calm, professional palette: deep blue for the utility's authority, amber as the one warm accent. */
import { createTheme } from '@mui/material/styles';

const PRIMARY = '#0d3b66';

/**
 * Where keyboard focus is (WCAG 2.4.7, issue 36 item 7): a 2 px ring in the primary colour. MUI's buttons, tabs,
 * menu items and inputs set `outline: 0` (a ripple or a border change stood in, too faint to find on a busy page):
 * each gets the ring back on keyboard focus; everything else keeps the browser's own :focus-visible ring, which the
 * base style below makes the same ring.
 */
export const FOCUS_RING = { outline: `2px solid ${PRIMARY}`, outlineOffset: 2 } as const;

const PICKER_SECTIONS = [
  'MuiPickersSectionList-root',
  'MuiPickersSectionList-sectionContent',
  'MuiPickersInputBase-sectionsContainer',
  'MuiPickersInputBase-sectionContent',
]
  .map((name) => `.${name}:focus-visible`)
  .join(', ');

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: PRIMARY, light: '#3a6491', dark: '#082640', contrastText: '#ffffff' },
    secondary: { main: '#c98a16', contrastText: '#ffffff' },
    // Filled chips and buttons carry white text, and outlined chips (a record's clock) sit on the page's grey: each
    // main colour is at least 4.5:1 against both (axe, WCAG AA; #0277bd was 4.4:1 on the grey).
    info: { main: '#0267a3', contrastText: '#ffffff' },
    warning: { main: '#a85200', contrastText: '#ffffff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1c2430', secondary: '#4f5b6b' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: '"Inter", "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    h1: { fontSize: '2rem', fontWeight: 600 },
    h2: { fontSize: '1.6rem', fontWeight: 600 },
    h3: { fontSize: '1.35rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 600 },
  },
  components: {
    // What scrolls into view — a focused field, an error summary and its links' fields, an anchor — stops below the
    // signed-in layout's fixed app bar (its toolbar: 56 px on a phone, 64 px from 600 px up) with a little air.
    MuiCssBaseline: {
      styleOverrides: {
        html: { scrollPaddingTop: 56 + 8, '@media (min-width: 600px)': { scrollPaddingTop: 64 + 8 } },
        ':focus-visible': FOCUS_RING,
        // A date box's day, month and year sections (MUI X sets `outline: none` on each): the section in focus.
        [PICKER_SECTIONS]: { ...FOCUS_RING, outlineOffset: 1, borderRadius: 2 },
      },
    },
    // Buttons, icon buttons, tabs, menu items, list items, checkboxes: ButtonBase marks keyboard focus with a class.
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': FOCUS_RING } } },
    // A text box, a native select: the ring hugs the field (the input's corners follow the field's).
    MuiInputBase: {
      styleOverrides: { input: { '&:focus-visible': { ...FOCUS_RING, outlineOffset: 0, borderRadius: 'inherit' } } },
    },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
  },
});
