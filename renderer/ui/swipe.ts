// Swipe-left delete on a cattle card: the card follows the finger up to 150 px, the
// label changes after 50 px, and letting go beyond 100 px asks to delete; otherwise it springs back.

const SWIPE_MAX_PX = 150;
const SWIPE_LABEL_PX = 50;
export const SWIPE_DELETE_PX = 100;
/** Movement before a touch counts as a gesture at all, so a tap on a button stays a tap. */
export const SWIPE_SLOP_PX = 10;

/** How far the card slides for a finger moved `dx` px (negative = left); never right, never past 150. */
export function swipeOffset(dx: number): number {
  return Math.min(SWIPE_MAX_PX, Math.max(0, -dx));
}

/**
 * Whether a touch that moved (dx, dy) is a sideways swipe rather than a scroll: it has left the
 * slop and went more sideways than up or down. Decided once per touch.
 */
export function isHorizontalSwipe(dx: number, dy: number): boolean {
  return Math.abs(dx) > SWIPE_SLOP_PX && Math.abs(dx) > Math.abs(dy);
}

/**
 * The text behind the sliding card. It changes after 50 px, and again once a
 * release would delete, so it never promises a delete that springing back would not keep.
 */
export function swipeLabel(offset: number): string {
  if (offset > SWIPE_DELETE_PX) return 'Release to delete';
  if (offset > SWIPE_LABEL_PX) return 'Keep swiping to delete';
  return 'Swipe to delete';
}

/** Letting go beyond 100 px opens the delete confirmation. */
export function deletesOnRelease(offset: number): boolean {
  return offset > SWIPE_DELETE_PX;
}
