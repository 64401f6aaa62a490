import { describe, expect, it } from 'vitest';
import { checkManifest } from './manifest-check';

describe('the diagnostics card reads the manifest', () => {
  it('an installable manifest: name, start URL, standalone, 192 and 512 icons, no problem', () => {
    const check = checkManifest({
      name: 'Farm Hand',
      start_url: '/',
      display: 'standalone',
      icons: [{ sizes: '192x192' }, { sizes: '512x512' }, { sizes: '512x512', purpose: 'maskable' }],
    });
    expect(check).toEqual({ name: 'Farm Hand', startUrl: '/', display: 'standalone', iconSizes: ['192x192', '512x512'], problems: [] });
  });

  it('says what is missing', () => {
    expect(checkManifest({ short_name: 'FH', display: 'browser', icons: [{ sizes: '192x192' }] }).problems).toEqual([
      'The manifest has no start URL.',
      'The manifest does not ask to open as an app (display).',
      'The manifest has no 512x512 icon.',
    ]);
  });

  it('something that is not a manifest reports every problem, without throwing', () => {
    expect(checkManifest('<!doctype html>').problems).toHaveLength(5);
  });
});
