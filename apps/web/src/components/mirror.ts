/**
 * Arrows and chevrons point the other way when the layout runs right to left (an `sx` value,
 * for icons still drawn by Material UI): read from the document's direction.
 */
export const mirrorInRtl = { '[dir="rtl"] &': { transform: 'scaleX(-1)' } } as const;
