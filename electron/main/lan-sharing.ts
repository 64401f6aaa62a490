import { networkInterfaces, type NetworkInterfaceInfo } from 'node:os';
import type { FarmDb } from '../../core/db/open-farm-db';
import { silentLogger, type Logger } from '../../server/logger';
import { listen } from '../../server/listen';
import { onFarmPort, type PortChoice } from './sharing-port';

// "Share with phones": the same server the PWA is served by, run inside the desktop app on the open
// farm file and bound to the farm's network, so a phone on the same Wi-Fi opens the farm in its
// browser. Over plain HTTP a phone can use the app but cannot install it or keep it offline: browsers
// allow service workers only on HTTPS (or localhost), hence the optional certificate. The port is
// the farm's own, kept in its file (sharing-port.ts).

export interface LanSharingOptions {
  db: FarmDb;
  /** The built renderer the phones load. */
  staticDir: string;
  /** A certificate for HTTPS; without one the farm is shared over HTTP. */
  tls?: { cert: Buffer; key: Buffer } | null;
  /** Where to listen: every interface unless told. */
  host?: string;
  /** Leaving the farm's stored port, and the ports a new one must not be. */
  port?: PortChoice;
  log?: Logger;
}

export interface LanSharing {
  /** The addresses a phone on this network opens, the likeliest first. */
  addresses: string[];
  port: number;
  stop(): Promise<void>;
}

/** The addresses of this computer on its networks (IPv4, not loopback), as `scheme://ip:port/`. */
export function lanAddresses(
  interfaces: NodeJS.Dict<NetworkInterfaceInfo[]>,
  scheme: 'http' | 'https',
  port: number,
): string[] {
  return Object.values(interfaces)
    .flatMap((infos) => infos ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => `${scheme}://${info.address}:${port}/`);
}

/**
 * Starts sharing the open farm with phones on the network, on the farm's port (SharingPortTaken when
 * another program holds it); `stop()` ends it and frees the port.
 */
export async function startLanSharing(opts: LanSharingOptions): Promise<LanSharing> {
  const host = opts.host ?? '0.0.0.0';
  const running = await onFarmPort(opts.db, opts.port ?? {}, (port) =>
    listen({ db: opts.db, log: opts.log ?? silentLogger, staticDir: opts.staticDir, tls: opts.tls ?? null, host, port }),
  );
  const addresses = host === '0.0.0.0' ? lanAddresses(networkInterfaces(), running.scheme, running.port) : [`${running.scheme}://${host}:${running.port}/`];
  return { addresses, port: running.port, stop: () => running.close() };
}
