// Renders the Farm Hand mark (farm-hand-mark.svg) to the PNG icons the PWA manifest, iOS and the
// diagnostics card ask for. Run by hand after changing the drawing; the PNGs are committed so a
// build never needs a browser:  node resources/icons/render-icons.mjs
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { chromium } from 'playwright-core';

const here = import.meta.dirname;
const publicDir = path.join(here, '..', '..', 'renderer', 'public');
const svg = await readFile(path.join(here, 'farm-hand-mark.svg'), 'utf8');

// name, size, rounded corners? Maskable icons must stay full-bleed: the platform crops them.
const outputs = [
  ['icon-192.png', 192, true],
  ['icon-512.png', 512, true],
  ['maskable-512.png', 512, false],
  ['generated-icon.png', 512, false],
  ['apple-touch-icon.png', 180, false],
  ['favicon-32.png', 32, true],
];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  const page = await browser.newPage();
  for (const [name, size, rounded] of outputs) {
    await page.setViewportSize({ width: size, height: size });
    const radius = rounded ? Math.round(size * 0.22) : 0;
    await page.setContent(
      `<html><body style="margin:0;background:transparent">
         <div style="width:${size}px;height:${size}px;border-radius:${radius}px;overflow:hidden">
           ${svg.replace('<svg ', `<svg width="${size}" height="${size}" `)}
         </div></body></html>`,
    );
    const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
    await writeFile(path.join(publicDir, name), png);
    console.log(`wrote renderer/public/${name} (${size}x${size})`);
  }
  await writeFile(path.join(publicDir, 'favicon.svg'), svg);
} finally {
  await browser.close();
}
