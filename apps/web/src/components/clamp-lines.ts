/**
 * A name that wraps onto up to `lines` lines before it is cut with an ellipsis: a card at
 * 360 px then shows 'Casa de Campo Sports Centre' whole instead of 'Casa de Campo Sp…'.
 */
export const clampLines = (lines: number) =>
  ({
    display: '-webkit-box',
    WebkitLineClamp: lines,
    WebkitBoxOrient: 'vertical',
    overflow: 'hidden',
    overflowWrap: 'anywhere',
  }) as const;
