import { describe, expect, it } from 'vitest';
import { deletesOnRelease, isHorizontalSwipe, swipeLabel, swipeOffset } from './swipe';

describe('swipe delete: drag left up to 150 px, label after 50 px, delete beyond 100 px', () => {
  it('follows a leftward drag up to 150 px and ignores rightward drags', () => {
    expect(swipeOffset(-40)).toBe(40);
    expect(swipeOffset(-150)).toBe(150);
    expect(swipeOffset(-400)).toBe(150);
    expect(swipeOffset(30)).toBe(0);
  });

  it('changes the label after 50 px', () => {
    expect(swipeLabel(50)).toBe('Swipe to delete');
    expect(swipeLabel(51)).toBe('Keep swiping to delete');
    expect(swipeLabel(101)).toBe('Release to delete');
  });

  it('asks to delete only when released beyond 100 px', () => {
    expect(deletesOnRelease(100)).toBe(false);
    expect(deletesOnRelease(101)).toBe(true);
    expect(deletesOnRelease(150)).toBe(true);
  });

  it('treats a mostly vertical or tiny movement as a scroll or a tap', () => {
    expect(isHorizontalSwipe(-8, 0)).toBe(false);
    expect(isHorizontalSwipe(-30, 40)).toBe(false);
    expect(isHorizontalSwipe(-30, 10)).toBe(true);
  });
});
