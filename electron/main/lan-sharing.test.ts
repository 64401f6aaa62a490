import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTempFarmDb } from '../../core/testing/temp-farm-db';
import { lanAddresses, startLanSharing } from './lan-sharing';
import { SHARING_PORTS, SharingPortTaken, storedSharingPort, storeSharingPort } from './sharing-port';

// Sharing the open farm with phones: the real server, started and stopped on a real farm file.
const farm = openTempFarmDb();
let staticDir: string;
beforeAll(() => {
  staticDir = mkdtempSync(join(tmpdir(), 'lan-static-'));
  writeFileSync(join(staticDir, 'index.html'), '<!doctype html><title>Farm Hand</title>');
});
afterAll(() => {
  farm.dispose();
  rmSync(staticDir, { recursive: true, force: true });
});

describe('Share with phones', () => {
  it('serves the farm on the network, answers /api/health, and stops cleanly, freeing the port', async () => {
    const sharing = await startLanSharing({ db: farm.db, staticDir, host: '127.0.0.1' });
    expect(sharing.addresses).toEqual([`http://127.0.0.1:${sharing.port}/`]);
    const health = await fetch(`${sharing.addresses[0]}api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ ok: true });
    const page = await fetch(sharing.addresses[0]!);
    expect(await page.text()).toContain('<title>Farm Hand</title>');

    await sharing.stop();
    await expect(fetch(`${sharing.addresses[0]}api/health`)).rejects.toThrow();
    // The port is free again: sharing starts once more on it, the farm's port.
    const again = await startLanSharing({ db: farm.db, staticDir, host: '127.0.0.1' });
    expect(again.port).toBe(sharing.port);
    await again.stop();
  });

  it('serves HTTPS when a certificate is given', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lan-tls-'));
    try {
      execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')], { stdio: 'ignore' });
      const tls = { cert: readFileSync(join(dir, 'cert.pem')), key: readFileSync(join(dir, 'key.pem')) };
      const sharing = await startLanSharing({ db: farm.db, staticDir, host: '127.0.0.1', tls });
      expect(sharing.addresses).toEqual([`https://127.0.0.1:${sharing.port}/`]);
      const status = await new Promise<number | undefined>((resolve, reject) => {
        request(`${sharing.addresses[0]}api/health`, { ca: tls.cert }, (answer) => {
          answer.resume();
          resolve(answer.statusCode);
        })
          .on('error', reject)
          .end();
      });
      expect(status).toBe(200);
      await sharing.stop();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('gives a farm, at its first share, a port from the sharing range, stored in its file, and none of the ports to avoid', async () => {
    const [home, creek] = [openTempFarmDb(), openTempFarmDb()];
    try {
      const first = await startLanSharing({ db: home.db, staticDir, host: '127.0.0.1' });
      await first.stop();
      expect(storedSharingPort(home.db)).toBe(first.port);
      expect(first.port).toBeGreaterThanOrEqual(SHARING_PORTS.first);
      expect(first.port).toBeLessThanOrEqual(SHARING_PORTS.last);

      // Every port of the range but that one is to be avoided: it is the only one left.
      const range = Array.from({ length: SHARING_PORTS.last - SHARING_PORTS.first + 1 }, (_, i) => SHARING_PORTS.first + i);
      const second = await startLanSharing({ db: creek.db, staticDir, host: '127.0.0.1', port: { avoid: range.filter((port) => port !== first.port) } });
      await second.stop();
      expect(second.port).toBe(first.port);
    } finally {
      home.dispose();
      creek.dispose();
    }
  });

  it('refuses, naming it, a stored port another program holds, and leaves it stored', async () => {
    const home = openTempFarmDb();
    const other = createServer();
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    const taken = (other.address() as AddressInfo).port;
    try {
      storeSharingPort(home.db, taken);
      const refused = startLanSharing({ db: home.db, staticDir, host: '127.0.0.1' });
      await expect(refused).rejects.toThrow(SharingPortTaken);
      await expect(refused).rejects.toThrow(`Port ${taken} is in use by another program on this computer.`);
      expect(storedSharingPort(home.db)).toBe(taken);
    } finally {
      await new Promise((resolve) => other.close(resolve));
      home.dispose();
    }
  });

  it('offers the IPv4 addresses of the network cards, not loopback or IPv6', () => {
    const card = (address: string, family: 'IPv4' | 'IPv6', internal: boolean) => ({ address, family, internal, netmask: '', mac: '', cidr: null });
    const interfaces = {
      lo: [card('127.0.0.1', 'IPv4', true)],
      wlan0: [card('192.168.1.20', 'IPv4', false), card('fe80::1', 'IPv6', false)],
      eth0: [card('10.0.0.5', 'IPv4', false)],
    };
    expect(lanAddresses(interfaces as never, 'http', 5173)).toEqual(['http://192.168.1.20:5173/', 'http://10.0.0.5:5173/']);
  });
});
