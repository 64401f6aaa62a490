import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('core/domain index', () => {
  it('re-exports every subject', () => {
    for (const name of [
      'ageInMonths',
      'ageBand',
      'conceptionRate',
      'upcomingCalvings',
      'isShownInCattleList',
      'compareCattle',
      'statusColor',
      'typesOfferedByAge',
      'MONTH_DAYS',
      'daysBetween',
      'displayName',
      'expectedCalvingDate',
      'heatNotifications',
      'parseIdentifier',
      'pastureCapacity',
      'relativeTime',
      'embryoStockLevel',
      'tankUsage',
      'cattleBadges',
      'yearPickerYears',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });
});
