import { writeFileSync } from 'node:fs';
import { todayISO } from '../../core/domain/dates';
import type { createCaller } from '../../core/api/root';
import { backUpFarm, restoreFarm } from './farm-backup';
import { closeFarmFile, createFarmFile, FarmFileRefused, farmName, openFarmFile, type FarmFileOptions, type OpenedFarm } from './farm-file';
import { startLanSharing, type LanSharing } from './lan-sharing';
import type { OpenFarm, OpenFarms } from './open-farms';
import type { RecentFarms } from './recent-farms';
import { sharingPage } from './sharing-page';
import { SharingPortTaken, storedSharingPort } from './sharing-port';

// What the menu bar's farm commands do: open, create, back up, restore, export, share. Everything
// that needs Electron (windows, native dialogs) comes in as the `shell`, so these run under Node
// in the tests with a stand-in shell and real farm files.

export interface FarmWindow {
  readonly contentsId: number;
  focus(): void;
  /** Loads the app again, after its farm file was replaced. */
  reload(): void;
}

export type FileKind = 'farm' | 'excel';

export interface DesktopShell<W extends FarmWindow> {
  /** Opens a window on the farm; the shell calls `windowClosed` when it goes. */
  openWindow(farm: OpenedFarm): W;
  /** A save dialog: the path chosen, or null. */
  chooseSavePath(title: string, defaultName: string, kind: FileKind): Promise<string | null>;
  /** An open dialog for a farm file: the path chosen, or null. */
  chooseFarmFile(title: string): Promise<string | null>;
  /** Asks before something is replaced; true to go ahead. */
  confirm(message: string, detail: string, confirmLabel: string): Promise<boolean>;
  inform(message: string, detail: string): Promise<void>;
  showError(message: string, detail: string): void;
  /** The menu's state changed (recent farms, sharing, the open farm). */
  menuChanged(): void;
  /** Shows the Share with Phones window with this page; null closes it. */
  showSharingPage(page: string | null): void;
  /** With no farm open: what the person wants to do. */
  chooseStart(): Promise<'new' | 'open' | 'quit'>;
}

export interface FarmCommandsDeps<W extends FarmWindow> {
  shell: DesktopShell<W>;
  open: OpenFarms<W>;
  recent: RecentFarms;
  files: FarmFileOptions;
  /** The built renderer, served to phones when the farm is shared. */
  staticDir: string;
  /** The certificate phones are served HTTPS with, when one is set up. */
  tls: () => { cert: Buffer; key: Buffer } | null;
  /** The API as the window's signed-in person calls it. */
  callerFor: (contentsId: number) => ReturnType<typeof createCaller> | undefined;
  now?: () => Date;
}

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Why a farm whose port is taken is not simply moved, and what the person can do. */
const portTakenDetail = (farm: string, port: number) =>
  `Phones open ${farm} at port ${port}, and what they keep for offline use, changes not yet sent included, belongs to that address. ` +
  'Close the other program and share again to keep it. On a new port, phones must open the new address, and changes they have not sent stay behind at the old one.';

export function farmCommands<W extends FarmWindow>(deps: FarmCommandsDeps<W>) {
  const { shell, open, recent } = deps;
  const files = (): FarmFileOptions => ({ ...deps.files, now: deps.now?.() ?? new Date() });
  let sharing: { contentsId: number; lan: LanSharing } | null = null;

  function show(farm: OpenedFarm): W {
    const window = shell.openWindow(farm);
    open.add({ farm, window, contentsId: window.contentsId });
    recent.add(farm.file);
    shell.menuChanged();
    return window;
  }

  async function stopSharing(): Promise<void> {
    const running = sharing;
    sharing = null;
    shell.showSharingPage(null);
    if (running) await running.lan.stop();
    shell.menuChanged();
  }

  /** The ports the window's farm must not be shared on: those of the other open farms. */
  function otherFarmsPorts(contentsId: number): number[] {
    return open
      .all()
      .filter((entry) => entry.contentsId !== contentsId)
      .flatMap((entry) => storedSharingPort(entry.farm.db) ?? []);
  }

  /**
   * Shares the window's farm on its port. When another program holds that port, the farm is not
   * moved without asking: phones keep their offline data, unsent changes included, by the address.
   */
  async function startSharing(entry: OpenFarm<W>, newPort = false): Promise<LanSharing | null> {
    const name = farmName(entry.farm.file);
    try {
      const tls = deps.tls();
      const avoid = otherFarmsPorts(entry.contentsId);
      const lan = await startLanSharing({ db: entry.farm.db, staticDir: deps.staticDir, tls, port: { newPort, avoid } });
      sharing = { contentsId: entry.contentsId, lan };
      shell.menuChanged();
      shell.showSharingPage(sharingPage(name, lan.addresses, tls !== null));
      return lan;
    } catch (error) {
      if (error instanceof SharingPortTaken) {
        const move = await shell.confirm(error.message, portTakenDetail(name, error.port), 'Share on a New Port');
        // The question waited on the person: meanwhile the farm may have closed, or another been shared.
        const unchanged = open.get(entry.contentsId)?.farm === entry.farm && sharing === null;
        return move && unchanged ? startSharing(entry, true) : null;
      }
      shell.showError('Sharing could not start', messageOf(error));
      return null;
    }
  }

  /** Opens a farm file in a window of its own, or brings forward the window it is open in. */
  async function openFarm(file: string): Promise<W | null> {
    const already = open.withFile(file);
    if (already) {
      already.window.focus();
      return already.window;
    }
    try {
      const farm = await openFarmFile(file, files());
      const window = show(farm);
      if (farm.backupFile) {
        await shell.inform(`${farmName(file)} was upgraded to this version of Farm Hand.`, `A copy of the farm as it was is kept at ${farm.backupFile}.`);
      }
      return window;
    } catch (error) {
      if (!(error instanceof FarmFileRefused) || !/newer version/.test(error.message)) recent.remove(file);
      shell.menuChanged();
      shell.showError('The farm could not be opened', messageOf(error));
      return null;
    }
  }

  /** With no farm open: a new farm or one to open, asked again until a farm opens or the person quits. */
  async function offerStart(): Promise<W | null> {
    for (;;) {
      const choice = await shell.chooseStart();
      if (choice === 'quit') return null;
      const file = choice === 'new' ? await shell.chooseSavePath('New Farm', 'My Farm.farmhand', 'farm') : await shell.chooseFarmFile('Open Farm');
      const window = file === null ? null : choice === 'new' ? await createFarm(file) : await openFarm(file);
      if (window) return window;
    }
  }

  async function createFarm(file: string): Promise<W | null> {
    try {
      return show(createFarmFile(file, files()));
    } catch (error) {
      shell.showError('The farm could not be created', messageOf(error));
      return null;
    }
  }

  return {
    get sharing(): boolean {
      return sharing !== null;
    },

    /** Where phones open the farm of this window while it is shared (its likeliest address), else null. */
    sharingAddressFor(contentsId: number): string | null {
      return sharing?.contentsId === contentsId ? (sharing.lan.addresses[0] ?? null) : null;
    },

    openFarm,

    /** At start: the farm named on the command line, else the last one opened, else offerStart. */
    async startUp(named: string | null): Promise<W | null> {
      const first = named ?? recent.list()[0];
      return (first ? await openFarm(first) : null) ?? offerStart();
    },

    offerStart,

    async chooseAndOpenFarm(): Promise<W | null> {
      const file = await shell.chooseFarmFile('Open Farm');
      return file ? openFarm(file) : null;
    },

    async newFarm(): Promise<W | null> {
      const file = await shell.chooseSavePath('New Farm', 'My Farm.farmhand', 'farm');
      return file ? createFarm(file) : null;
    },

    async backUpFarm(contentsId: number): Promise<string | null> {
      const entry = open.get(contentsId);
      if (!entry) return null;
      const destination = await shell.chooseSavePath('Backup Farm', `${farmName(entry.farm.file)} backup ${todayISO()}.farmhand`, 'farm');
      if (!destination) return null;
      try {
        await backUpFarm(entry.farm.db, destination);
        await shell.inform('Backup saved', `${farmName(entry.farm.file)} was copied to ${destination}.`);
        return destination;
      } catch (error) {
        shell.showError('The backup could not be saved', messageOf(error));
        return null;
      }
    },

    /** Replaces the window's farm with a backup, after asking; the farm as it was is kept beside it. */
    async restoreFarm(contentsId: number): Promise<boolean> {
      const entry = open.get(contentsId);
      if (!entry) return false;
      const name = farmName(entry.farm.file);
      const go = await shell.confirm(
        `Restore ${name} from a backup?`,
        'Everything in the farm is replaced by the backup you choose. The farm as it is now is kept beside it, so nothing is lost.',
        'Choose Backup…',
      );
      if (!go) return false;
      const backup = await shell.chooseFarmFile('Restore Farm');
      if (!backup) return false;
      if (sharing?.contentsId === contentsId) await stopSharing();
      try {
        const restored = await restoreFarm(entry.farm, backup, files());
        open.replaceFarm(contentsId, restored.farm);
        entry.window.reload();
        await shell.inform(`${name} was restored.`, `The farm as it was before is kept at ${restored.safetyCopy}.`);
        return true;
      } catch (error) {
        // A backup refused before anything changed leaves the farm open; after, it is opened again.
        if (!entry.farm.db.$client.open) {
          open.replaceFarm(contentsId, await openFarmFile(entry.farm.file, files()));
          entry.window.reload();
        }
        shell.showError('The farm could not be restored', messageOf(error));
        return false;
      }
    },

    /** Export to Excel: the herd book of the window's signed-in farm, saved where the person says. */
    async exportToExcel(contentsId: number): Promise<string | null> {
      const caller = deps.callerFor(contentsId);
      if (!caller) return null;
      try {
        const file = await caller.exports.cattleWorkbook();
        const destination = await shell.chooseSavePath('Export to Excel', file.fileName, 'excel');
        if (!destination) return null;
        writeFileSync(destination, Buffer.from(file.base64, 'base64'));
        return destination;
      } catch (error) {
        shell.showError('The herd book could not be exported', messageOf(error));
        return null;
      }
    },

    /** Share with Phones: starts or stops serving the window's farm on the network. */
    async toggleSharing(contentsId: number): Promise<LanSharing | null> {
      if (sharing) {
        await stopSharing();
        return null;
      }
      const entry = open.get(contentsId);
      return entry ? startSharing(entry) : null;
    },

    /** A window went: its sharing stops and its farm file is closed cleanly. */
    async windowClosed(contentsId: number): Promise<void> {
      if (sharing?.contentsId === contentsId) await stopSharing();
      const entry = open.remove(contentsId);
      if (entry) closeFarmFile(entry.farm);
      shell.menuChanged();
    },
  };
}

export type FarmCommands<W extends FarmWindow> = ReturnType<typeof farmCommands<W>>;
