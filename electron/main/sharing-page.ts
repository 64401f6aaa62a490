import { renderSVG } from 'uqr';

// The small window shown while a farm is shared with phones: the address to open on a phone, and
// the same address as a QR code a phone's camera opens. A page of its own, with nothing to load and
// nothing to run.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function sharingPage(farmName: string, addresses: readonly string[], secure: boolean): string {
  const [first] = addresses;
  const code = first ? renderSVG(first, { border: 2, blackColor: '#1d3b24', whiteColor: '#ffffff' }) : '';
  const list = addresses.map((address) => `<li><code>${escapeHtml(address)}</code></li>`).join('');
  const how = first
    ? `<p>On a phone on the same network, scan the code with the camera, or open this address:</p><ul>${list}</ul>`
    : '<p>This computer is on no network a phone can reach. Connect it to the farm’s Wi-Fi and share again.</p>';
  const plain = secure
    ? ''
    : '<p class="note">Shared over HTTP: a phone can use the app, but cannot install it or keep it for offline use. That needs HTTPS, with a certificate in the app’s tls folder (see the README).</p>';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<title>Share with Phones — ${escapeHtml(farmName)}</title>
<style>
  body { margin: 0; padding: 24px; font: 15px/1.5 system-ui, sans-serif; color: #1f2a1f; background: #faf7f0; text-align: center; }
  h1 { margin: 0 0 8px; font-size: 20px; }
  .code svg { width: 220px; height: 220px; }
  ul { list-style: none; padding: 0; margin: 8px 0; }
  code { font-size: 16px; font-weight: 600; user-select: all; }
  .note { color: #5b6657; font-size: 13px; }
</style></head>
<body><h1>${escapeHtml(farmName)} is shared with phones</h1><div class="code" role="img" aria-label="QR code of ${escapeHtml(first ?? '')}">${code}</div>${how}${plain}</body></html>`;
}
