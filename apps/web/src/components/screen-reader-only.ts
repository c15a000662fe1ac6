/**
 * Styles that hide text from the eye but keep it for screen readers (a count, a state). Sizes
 * are strings: in `sx`, a bare 1 would mean 100%.
 */
export const onlyForScreenReaders = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
