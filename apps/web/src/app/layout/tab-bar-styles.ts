/** A bar of five tabs that fits a 360-pixel screen, labels wrapping onto two lines. */
export const navigationSx = {
  height: 72,
  bgcolor: 'transparent',
  '& .MuiBottomNavigationAction-root': { minWidth: 0, px: 0.5, gap: 0.5 },
  '& .MuiBottomNavigationAction-label, & .MuiBottomNavigationAction-label.Mui-selected': {
    fontSize: '0.75rem',
    lineHeight: 1.15,
    textAlign: 'center',
  },
  '& .Mui-selected .MuiBottomNavigationAction-label': { fontWeight: 700 },
} as const;
