import { describe, expect, it } from 'vitest';
import { readSetting } from '../platform/settings-store';
import { defaultDeviceSettings, readDeviceSettings } from './device-settings';

const read = (stored: unknown) => readSetting(readDeviceSettings, defaultDeviceSettings, stored);

describe('device settings, kept under one key', () => {
  it('default to the farm name "Farm Hand" and the cards view', () => {
    expect(defaultDeviceSettings()).toEqual({
      farmName: 'Farm Hand',
      ownerName: '',
      location: '',
      enableNotifications: false,
      heatCycleReminders: true,
      calvingAlerts: true,
      darkMode: false,
      defaultView: 'cards',
      autoBackup: false,
    });
  });

  it('keep each stored field over its default, and give the default for a field of the wrong kind', () => {
    expect(read({ farmName: 'Hilltop', darkMode: true, defaultView: 'table' })).toMatchObject({ farmName: 'Hilltop', darkMode: true, defaultView: 'table', autoBackup: false });
    expect(read({ defaultView: 'grid', darkMode: 'yes' })).toMatchObject({ defaultView: 'cards', darkMode: false });
  });

  it('anything stored that is not an object gives the defaults', () => {
    for (const stored of [undefined, null, 'garbage', 7, [1]]) expect(read(stored)).toEqual(defaultDeviceSettings());
  });
});
