/** A calm, professional palette: deep blue for the utility's authority, amber as the one warm accent. */
import { createTheme } from '@mui/material/styles';

export const theme = createTheme({
  palette: {
    mode: 'light',
    primary: { main: '#0d3b66', light: '#3a6491', dark: '#082640', contrastText: '#ffffff' },
    secondary: { main: '#c98a16', contrastText: '#ffffff' },
    // Filled chips and buttons carry white text: each main colour is at least 4.5:1 against it (axe, WCAG AA).
    info: { main: '#0277bd', contrastText: '#ffffff' },
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
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiCard: { defaultProps: { variant: 'outlined' } },
    MuiTextField: { defaultProps: { fullWidth: true, size: 'small' } },
  },
});
