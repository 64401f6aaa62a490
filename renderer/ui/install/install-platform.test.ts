import { describe, expect, it } from 'vitest';
import { installPlatform } from './install-platform';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const PIXEL = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

describe('install instructions for the device', () => {
  it('an iPhone gets the Safari Share steps', () => expect(installPlatform(IPHONE, false)).toBe('ios'));
  it('an Android phone gets the Chrome steps', () => expect(installPlatform(PIXEL, false)).toBe('android'));
  it('a computer gets the browser-menu steps', () => expect(installPlatform(DESKTOP, false)).toBe('other'));
  it('opened from the home screen, it is installed whatever the device', () => expect(installPlatform(IPHONE, true)).toBe('installed'));
});
