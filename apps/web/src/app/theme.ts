import { alpha, createTheme, type Direction, type Theme } from '@mui/material/styles';

const brand = {
  teal: '#00695c',
  tealDark: '#004d40',
  tealLight: '#4db6ac',
  lime: '#c6f432',
  limeDark: '#9ccc00',
  ink: '#0f1f1c',
} as const;

/**
 * The texts built into the Material UI components the app uses, in the interface language.
 * They come from the app's translations rather than Material UI's locale packs, which build
 * number formatters for every language on load.
 */
export interface ComponentTexts {
  clear: string;
  close: string;
  open: string;
  loading: string;
}

/**
 * The one theme of the app. Direction mirrors the whole layout for right-to-left languages;
 * the texts translate what Material UI components say on their own.
 */
export function createAppTheme(direction: Direction, texts: ComponentTexts): Theme {
  return createTheme({
    direction,
    palette: {
      mode: 'light',
      primary: { main: brand.teal, dark: brand.tealDark, light: brand.tealLight },
      secondary: { main: brand.lime, dark: brand.limeDark, contrastText: brand.ink },
      // Darker than Material's defaults so white text on filled toasts reads at 4.5:1.
      warning: { main: '#b45309' },
      info: { main: '#0277bd' },
      background: { default: '#f2f6f5', paper: '#ffffff' },
      text: { primary: brand.ink, secondary: '#4f5f5b' },
      divider: alpha(brand.ink, 0.1),
    },
    shape: { borderRadius: 16 },
    typography: {
      // One stack per direction, in base.css, which the page's dir attribute picks.
      fontFamily: 'var(--font)',
      h4: { fontWeight: 700, letterSpacing: '-0.02em' },
      h5: { fontWeight: 700, letterSpacing: '-0.01em' },
      h6: { fontWeight: 700 },
      subtitle1: { fontWeight: 600 },
      button: { fontWeight: 600, textTransform: 'none', letterSpacing: '0.01em' },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { borderRadius: 999, paddingInline: 20 },
          sizeLarge: { minHeight: 52, fontSize: '1rem' },
        },
      },
      MuiOutlinedInput: {
        styleOverrides: { root: { borderRadius: 14, backgroundColor: '#ffffff' } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: { borderRadius: 20, border: `1px solid ${alpha(brand.ink, 0.08)}` },
        },
      },
      MuiAppBar: {
        defaultProps: { elevation: 0, color: 'inherit' },
      },
      MuiDialog: {
        styleOverrides: { paper: { borderRadius: 28 } },
      },
      MuiAlert: {
        defaultProps: { closeText: texts.close },
        styleOverrides: { root: { borderRadius: 14, alignItems: 'center' } },
      },
      MuiAutocomplete: {
        defaultProps: {
          clearText: texts.clear,
          closeText: texts.close,
          openText: texts.open,
          loadingText: texts.loading,
        },
      },
      MuiListItemButton: {
        styleOverrides: { root: { borderRadius: 14 } },
      },
      MuiSkeleton: {
        defaultProps: { animation: 'wave' },
      },
    },
  });
}
