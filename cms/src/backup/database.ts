import { createReadStream, createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import readline from 'node:readline';
import { once } from 'node:events';
import type { Knex } from 'knex';
import type { DatabaseClient } from './settings';

/**
 * A logical dump: one JSON-lines file per table (`database/<table>.jsonl`), every row of every
 * table of the database (Strapi's, admin's, users-permissions', sessions, this app's own). Values
 * are JSON; a timestamp is `{"$date": ISO}`, bytes `{"$bytes": base64}`, and a JSON column is
 * kept as its text, so the same dump loads into SQLite or PostgreSQL (docs/decisions/026).
 */

type Value = string | number | boolean | null | { $date: string } | { $bytes: string };
type Row = Record<string, unknown>;

export async function listTables(db: Knex, client: DatabaseClient): Promise<string[]> {
  if (client === 'sqlite') {
    const rows = (await db.raw(
      "select name from sqlite_master where type = 'table' and name not like 'sqlite\\_%' escape '\\' order by name",
    )) as Array<{ name: string }>;
    return rows.map((row) => row.name);
  }
  const result = (await db.raw(
    "select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name",
  )) as { rows: Array<{ table_name: string }> };
  return result.rows.map((row) => row.table_name);
}

function encode(value: unknown): Value {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) return { $date: value.toISOString() };
  if (Buffer.isBuffer(value)) return { $bytes: value.toString('base64') };
  if (typeof value === 'object') return JSON.stringify(value);
  if (typeof value === 'bigint') return value.toString();
  return value as string | number | boolean;
}

async function columnsOf(db: Knex, table: string): Promise<string[]> {
  return Object.keys(await db(table).columnInfo());
}

/**
 * Writes every table into `<dir>/database/`, reading in `db` (a transaction whose snapshot is the
 * backup's moment). Returns the row count of each table.
 */
export async function dumpTables(db: Knex, client: DatabaseClient, dir: string): Promise<Record<string, number>> {
  const target = path.join(dir, 'database');
  await fs.mkdir(target, { recursive: true });
  const counts: Record<string, number> = {};
  for (const table of await listTables(db, client)) {
    const columns = await columnsOf(db, table);
    const query = db(table).select('*');
    if (columns.includes('id')) query.orderBy('id');
    const rows = (await query) as Row[];
    const out = createWriteStream(path.join(target, `${table}.jsonl`), { mode: 0o600 });
    for (const row of rows) {
      const encoded = Object.fromEntries(Object.entries(row).map(([column, value]) => [column, encode(value)]));
      if (!out.write(`${JSON.stringify(encoded)}\n`)) await once(out, 'drain');
    }
    out.end();
    await once(out, 'finish');
    counts[table] = rows.length;
  }
  return counts;
}

async function* readRows(file: string): AsyncGenerator<Row> {
  const lines = readline.createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of lines) if (line.trim()) yield JSON.parse(line) as Row;
}

/** Column types of a PostgreSQL table, to turn a SQLite dump's numbers into timestamps and 0/1 into booleans. */
async function postgresTypes(db: Knex, table: string): Promise<Record<string, string>> {
  const result = (await db.raw(
    'select column_name, data_type from information_schema.columns where table_schema = current_schema() and table_name = ?',
    [table],
  )) as { rows: Array<{ column_name: string; data_type: string }> };
  return Object.fromEntries(result.rows.map((row) => [row.column_name, row.data_type]));
}

function decode(value: unknown, client: DatabaseClient, type: string | undefined): unknown {
  if (value && typeof value === 'object') {
    if ('$date' in value) {
      const date = new Date(String(value.$date));
      return client === 'sqlite' ? date.getTime() : date;
    }
    if ('$bytes' in value) return Buffer.from(String(value.$bytes), 'base64');
  }
  if (client === 'postgres' && type && value !== null) {
    if (type.startsWith('timestamp') && typeof value === 'number') return new Date(value);
    if (type === 'date' && typeof value === 'number') return new Date(value).toISOString().slice(0, 10);
    if (type === 'boolean' && typeof value === 'number') return value !== 0;
  }
  return value;
}

const BATCH = 100;

/**
 * Replaces the content of every table of the target (its schema already synced by Strapi) with
 * the dump, in one transaction: all rows deleted, the dump's inserted with their ids, foreign keys
 * checked at the commit, PostgreSQL's sequences moved past the highest id, each table's row count
 * checked against the manifest before the commit. Tables of the dump the target lacks are
 * reported, not created. Returns the rows inserted per table.
 */
export async function loadTables(
  db: Knex,
  client: DatabaseClient,
  dir: string,
  expected: Record<string, number>,
): Promise<{ counts: Record<string, number>; skipped: string[] }> {
  const dumped = Object.keys(expected);
  const targetTables = await listTables(db, client);
  const counts: Record<string, number> = {};
  const skipped = dumped.filter((table) => !targetTables.includes(table));

  const load = async (trx: Knex.Transaction) => {
    for (const table of targetTables) await trx(table).del();
    for (const table of dumped.filter((name) => targetTables.includes(name))) {
      const columns = new Set(await columnsOf(trx, table));
      const types = client === 'postgres' ? await postgresTypes(trx, table) : {};
      let batch: Row[] = [];
      counts[table] = 0;
      const flush = async () => {
        if (batch.length > 0) await trx(table).insert(batch);
        counts[table] += batch.length;
        batch = [];
      };
      for await (const row of readRows(path.join(dir, 'database', `${table}.jsonl`))) {
        batch.push(
          Object.fromEntries(
            Object.entries(row)
              .filter(([column]) => columns.has(column))
              .map(([column, value]) => [column, decode(value, client, types[column])]),
          ),
        );
        if (batch.length >= BATCH) await flush();
      }
      await flush();
      // Checked before the commit: a short or unreadable dump rolls the whole restore back.
      if (counts[table] !== expected[table]) {
        throw new Error(`table ${table}: ${counts[table]} rows loaded, the manifest says ${expected[table]}`);
      }
    }
  };

  if (client === 'sqlite') {
    // As Strapi's own connections: foreign keys enforced (SQLite's default is off).
    await db.raw('pragma foreign_keys = on');
    await db.transaction(async (trx) => {
      // Checked at the commit instead of row by row: tables refer to each other (and to themselves).
      await trx.raw('pragma defer_foreign_keys = on');
      await load(trx);
    });
    return { counts, skipped };
  }

  await db.transaction(async (trx) => {
    const foreignKeys = (
      (await trx.raw(
        "select conrelid::regclass::text as table_name, conname from pg_constraint where contype = 'f' and connamespace = current_schema()::regnamespace and not condeferrable",
      )) as { rows: Array<{ table_name: string; conname: string }> }
    ).rows;
    const alter = (deferrable: boolean) =>
      Promise.all(
        foreignKeys.map(({ table_name, conname }) =>
          trx.raw(
            `alter table ${table_name} alter constraint ?? ${deferrable ? 'deferrable initially deferred' : 'not deferrable'}`,
            [conname],
          ),
        ),
      );
    await alter(true);
    await trx.raw('set constraints all deferred');
    await load(trx);
    await trx.raw('set constraints all immediate');
    await alter(false);
    const serials = (
      (await trx.raw(
        "select table_name, column_name, pg_get_serial_sequence(quote_ident(table_name), column_name) as sequence from information_schema.columns where table_schema = current_schema() and column_default like 'nextval(%'",
      )) as { rows: Array<{ table_name: string; column_name: string; sequence: string | null }> }
    ).rows;
    for (const { table_name, column_name, sequence } of serials) {
      if (!sequence) continue;
      await trx.raw(`select setval(?, coalesce((select max(??) from ??), 0) + 1, false)`, [
        sequence,
        column_name,
        table_name,
      ]);
    }
  });
  return { counts, skipped };
}
