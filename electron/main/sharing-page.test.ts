import { describe, expect, it } from 'vitest';
import { renderSVG } from 'uqr';
import { sharingPage } from './sharing-page';

describe('the Share with Phones window', () => {
  it('shows the farm, each address to open, and a QR code of the first', () => {
    const page = sharingPage('Home Place', ['http://192.168.1.20:5173/', 'http://10.0.0.5:5173/'], false);
    expect(page).toContain('<title>Share with Phones — Home Place</title>');
    expect(page).toContain('<code>http://192.168.1.20:5173/</code>');
    expect(page).toContain('<code>http://10.0.0.5:5173/</code>');
    expect(page).toContain('aria-label="QR code of http://192.168.1.20:5173/"');
    expect(page).toMatch(/<svg[^>]*>/);
    // The code is the first address's: the same dark modules as that address encoded on its own.
    const modules = (svg: string) => /\bd="([^"]+)"/.exec(svg)?.[1];
    expect(modules(page)).toBe(modules(renderSVG('http://192.168.1.20:5173/', { border: 2 })));
    expect(modules(page)).not.toBe(modules(renderSVG('http://10.0.0.5:5173/', { border: 2 })));
    expect(page).toContain('cannot install it or keep it for offline use');
  });

  it('over HTTPS says nothing about installing; with no network, says what to do', () => {
    expect(sharingPage('Home Place', ['https://192.168.1.20:5173/'], true)).not.toContain('cannot install');
    const offline = sharingPage('Home Place', [], false);
    expect(offline).toContain('This computer is on no network a phone can reach');
    expect(offline).not.toContain('<svg');
  });

  it('writes a farm name as text, never as markup', () => {
    expect(sharingPage('<b>Bar & Grill</b>', [], true)).toContain('&#60;b&#62;Bar &#38; Grill&#60;/b&#62;');
  });
});
