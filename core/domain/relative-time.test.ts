import { describe, expect, it } from 'vitest';
import { formatDuration, relativeDay, relativeTime } from './relative-time';

const NOW = '2024-06-15T12:00:00.000Z';
const minutesBefore = (m: number) => new Date(Date.parse(NOW) - m * 60_000).toISOString();

describe('relative time ("N minutes ago" texts) and durations', () => {
  it('relative time: under a minute or in the future → "Just now"', () => {
    expect(relativeTime(minutesBefore(0), NOW)).toBe('Just now');
    expect(relativeTime(minutesBefore(0.9), NOW)).toBe('Just now');
    expect(relativeTime(minutesBefore(-5), NOW)).toBe('Just now');
  });

  it('relative time: under 60 minutes → minutes ago ("1 minute ago", "59 minutes ago")', () => {
    expect(relativeTime(minutesBefore(1), NOW)).toBe('1 minute ago');
    expect(relativeTime(minutesBefore(59), NOW)).toBe('59 minutes ago');
  });

  it('relative time: 60 minutes to under 24 hours → hours ago ("1 hour ago", "23 hours ago")', () => {
    expect(relativeTime(minutesBefore(60), NOW)).toBe('1 hour ago');
    expect(relativeTime(minutesBefore(23 * 60 + 59), NOW)).toBe('23 hours ago');
  });

  it('relative time: exactly 1 day → "Yesterday" (24 h to under 48 h)', () => {
    expect(relativeTime(minutesBefore(24 * 60), NOW)).toBe('Yesterday');
    expect(relativeTime(minutesBefore(48 * 60 - 1), NOW)).toBe('Yesterday');
  });

  it('relative time: otherwise days ago ("2 days ago")', () => {
    expect(relativeTime(minutesBefore(48 * 60), NOW)).toBe('2 days ago');
    expect(relativeTime(new Date('2024-06-05T12:00:00Z'), new Date(NOW))).toBe('10 days ago');
  });

  it('relative time: unreadable input → "N/A"', () => {
    expect(relativeTime('not a time', NOW)).toBe('N/A');
  });

  it('relative day for calendar dates: Today, Yesterday, N days ago, Tomorrow, In N days', () => {
    expect(relativeDay('2024-06-15', '2024-06-15')).toBe('Today');
    expect(relativeDay('2024-06-14', '2024-06-15')).toBe('Yesterday');
    expect(relativeDay('2024-06-13', '2024-06-15')).toBe('2 days ago');
    expect(relativeDay('2024-06-16', '2024-06-15')).toBe('Tomorrow');
    expect(relativeDay('2024-06-20', '2024-06-15')).toBe('In 5 days');
    expect(relativeDay('bad', '2024-06-15')).toBe('N/A');
  });

  it('durations in years, months or days ("2 years", "3 months", "12 days")', () => {
    expect(formatDuration(730)).toBe('2 years');
    expect(formatDuration(365)).toBe('1 year');
    expect(formatDuration(364)).toBe('11 months');
    expect(formatDuration(92)).toBe('3 months');
    expect(formatDuration(31)).toBe('1 month');
    expect(formatDuration(30)).toBe('30 days');
    expect(formatDuration(12)).toBe('12 days');
    expect(formatDuration(1)).toBe('1 day');
    expect(formatDuration(0)).toBe('0 days');
    expect(formatDuration(-12)).toBe('12 days');
  });
});
