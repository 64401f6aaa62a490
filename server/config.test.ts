import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { databaseFile, readConfig } from './config';

// The environment the server reads at start-up: the scheduled backups', mail's and sign-ups' settings, and their refusals.
describe('the database file', () => {
  it('is FARM_HAND_DB, or ./data/farm-hand.sqlite when unset or empty', () => {
    expect(databaseFile({ FARM_HAND_DB: '/srv/farm/herd.sqlite' })).toBe('/srv/farm/herd.sqlite');
    expect(databaseFile({})).toBe(resolve('data/farm-hand.sqlite'));
    expect(databaseFile({ FARM_HAND_DB: '' })).toBe(resolve('data/farm-hand.sqlite'));
  });
});

describe('scheduled backups', () => {
  it('by default: hourly into a backups folder beside the database, keeping 24 hourly and 7 daily copies', () => {
    expect(readConfig({ FARM_HAND_DB: '/srv/farm/herd.sqlite' }).backups).toEqual({ dir: '/srv/farm/backups', everyMinutes: 60, keep: { hourly: 24, daily: 7 } });
  });

  it('takes the folder, interval and retention from BACKUP_DIR, BACKUP_EVERY_MINUTES, BACKUP_KEEP_HOURLY and BACKUP_KEEP_DAILY', () => {
    const env = { FARM_HAND_DB: '/srv/farm/herd.sqlite', BACKUP_DIR: 'copies', BACKUP_EVERY_MINUTES: '15', BACKUP_KEEP_HOURLY: '48', BACKUP_KEEP_DAILY: ' 30 ' };
    expect(readConfig(env).backups).toEqual({ dir: join(process.cwd(), 'copies'), everyMinutes: 15, keep: { hourly: 48, daily: 30 } });
  });

  it('are off with BACKUP_EVERY_MINUTES=0', () => expect(readConfig({ BACKUP_EVERY_MINUTES: '0' }).backups).toBeNull());

  it.each([
    ['BACKUP_EVERY_MINUTES', 'hourly', 'BACKUP_EVERY_MINUTES must be a whole number from 0 to 10080, got "hourly"'],
    ['BACKUP_EVERY_MINUTES', '-5', 'BACKUP_EVERY_MINUTES must be a whole number from 0 to 10080, got "-5"'],
    ['BACKUP_EVERY_MINUTES', '1.5', 'BACKUP_EVERY_MINUTES must be a whole number from 0 to 10080, got "1.5"'],
    ['BACKUP_EVERY_MINUTES', '50000', 'BACKUP_EVERY_MINUTES must be a whole number from 0 to 10080, got "50000"'],
    ['BACKUP_KEEP_HOURLY', '24h', 'BACKUP_KEEP_HOURLY must be a whole number from 0 to 10000, got "24h"'],
    ['BACKUP_KEEP_DAILY', '1e3', 'BACKUP_KEEP_DAILY must be a whole number from 0 to 10000, got "1e3"'],
  ])('a wrong %s (%s) stops the server with a clear message', (name, value, message) => {
    expect(() => readConfig({ [name]: value })).toThrow(message);
  });

  it('checks the retention even when backups are off, so a typo is found before they are turned on', () => {
    expect(() => readConfig({ BACKUP_EVERY_MINUTES: '0', BACKUP_KEEP_DAILY: 'seven' })).toThrow('BACKUP_KEEP_DAILY must be a whole number');
  });
});

describe('mail', () => {
  it('is off without SMTP_URL; with it, PUBLIC_URL is where its links open the app', () => {
    expect(readConfig({}).smtp).toBeNull();
    expect(readConfig({ SMTP_URL: 'smtp://mail.example.com:587', PUBLIC_URL: 'https://farm.example.com' }).smtp).toEqual({
      url: 'smtp://mail.example.com:587',
      from: 'Farm Hand <farm-hand@localhost>',
      appUrl: 'https://farm.example.com',
    });
  });

  it.each([undefined, '', 'farm.example.com', 'ftp://farm.example.com'])('SMTP_URL without a web address in PUBLIC_URL (%j) stops the server with a clear message', (publicUrl) => {
    expect(() => readConfig({ SMTP_URL: 'smtp://mail.example.com', ...(publicUrl === undefined ? {} : { PUBLIC_URL: publicUrl }) })).toThrow(
      'PUBLIC_URL must be set with SMTP_URL, to the address people open Farm Hand at (e.g. https://farm.example.com)',
    );
  });
});

describe('the sign-up limit', () => {
  it('is 10 an hour per address unless SIGNUPS_PER_HOUR says otherwise', () => {
    expect(readConfig({}).signupsPerHour).toBe(10);
    expect(readConfig({ SIGNUPS_PER_HOUR: '50' }).signupsPerHour).toBe(50);
    expect(() => readConfig({ SIGNUPS_PER_HOUR: '0' })).toThrow('SIGNUPS_PER_HOUR must be a whole number from 1 to 1000000, got "0"');
  });
});
