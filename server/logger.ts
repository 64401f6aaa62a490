// One line per event on stdout (errors on stderr): what a process supervisor or `journalctl` wants.
// Callers pass paths without query strings and never a token or a body.
export interface Logger {
  info(message: string): void;
  error(message: string, error?: unknown): void;
}

export const consoleLogger: Logger = {
  info: (message) => process.stdout.write(`${new Date().toISOString()} ${message}\n`),
  error: (message, error) => {
    const detail = error instanceof Error ? ` ${error.stack ?? error.message}` : error ? ` ${String(error)}` : '';
    process.stderr.write(`${new Date().toISOString()} ${message}${detail}\n`);
  },
};

export const silentLogger: Logger = { info: () => {}, error: () => {} };
