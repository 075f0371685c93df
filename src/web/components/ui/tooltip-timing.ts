/** How long the pointer rests on an icon-only button before its tooltip appears. */
export const TOOLTIP_DELAY_MS = 700;

/** Moving on to the next icon within this time after a tooltip closed shows its tooltip at once. */
export const TOOLTIP_SKIP_DELAY_MS = 300;
