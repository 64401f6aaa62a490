import { createHash } from 'node:crypto';
import { readingOnly } from '../../../core/db/database-copy';

// The whole content of a database file, table by table, to compare a backup with its restore:
// each table's schema, row count and a hash of its rows in a fixed order (every column), so two
// files compare equal when they hold the same rows whatever their pages look like.

export interface TableContent {
  sql: string;
  rows: number;
  sha256: string;
}

export function databaseContent(file: string): Promise<Record<string, TableContent>> {
  return readingOnly(file, (sqlite) => {
    const tables = sqlite.prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name").all() as { name: string; sql: string }[];
    const content: Record<string, TableContent> = {};
    for (const { name, sql } of tables) {
      const columns = (sqlite.pragma(`table_info("${name}")`) as { name: string }[]).map((column) => `"${column.name}"`).join(', ');
      const hash = createHash('sha256');
      let rows = 0;
      for (const row of sqlite.prepare(`SELECT ${columns} FROM "${name}" ORDER BY ${columns}`).raw().iterate()) {
        hash.update(JSON.stringify(row)).update('\n');
        rows += 1;
      }
      content[name] = { sql, rows, sha256: hash.digest('hex') };
    }
    return content;
  });
}
