import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import zlib from 'node:zlib';

/**
 * Zip files written byte by byte, so a test can make one whose headers say what it wants:
 * honest ones, ones that declare 10 GB (ZIP64), and ones whose declared size is a lie.
 */

export interface ArchiveEntry {
  name: string;
  /** The bytes as they are in the archive (compressed when method is 8). */
  data: Buffer;
  /** 0 stored, 8 deflated. */
  method: 0 | 8;
  crc: number;
  /** What the headers say the entry inflates to. */
  uncompressedSize: number;
}

const ZIP64_LIMIT = 0xffffffff;

export const stored = (name: string, content: Buffer | string): ArchiveEntry => {
  const data = Buffer.from(content);
  return { name, data, method: 0, crc: zlib.crc32(data), uncompressedSize: data.length };
};

export const deflated = (name: string, content: Buffer | string): ArchiveEntry => {
  const raw = Buffer.from(content);
  return { name, data: zlib.deflateRawSync(raw), method: 8, crc: zlib.crc32(raw), uncompressedSize: raw.length };
};

/**
 * An entry of `bytes` zeros, deflated as a stream (building a 300 MiB bomb costs a few hundred
 * KiB of memory), with `declaredSize` in its headers (the truth unless the test wants a lie).
 */
export async function deflatedZeros(name: string, bytes: number, declaredSize = bytes): Promise<ArchiveEntry> {
  const chunk = Buffer.alloc(1024 * 1024);
  const deflate = zlib.createDeflateRaw({ level: 9 });
  const output: Buffer[] = [];
  deflate.on('data', (part: Buffer) => output.push(part));
  const finished = new Promise((resolve, reject) => deflate.on('end', resolve).on('error', reject));
  let crc = 0;
  for (let written = 0; written < bytes; written += chunk.length) {
    const part = chunk.subarray(0, Math.min(chunk.length, bytes - written));
    crc = zlib.crc32(part, crc);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end();
  await finished;
  return { name, data: Buffer.concat(output), method: 8, crc, uncompressedSize: declaredSize };
}

/** An entry that claims `declaredSize` but holds `compressedBytes` of random (never inflated) data. */
export const declaring = (name: string, declaredSize: number, compressedBytes: number): ArchiveEntry => ({
  name,
  data: crypto.randomBytes(compressedBytes),
  method: 8,
  crc: 0,
  uncompressedSize: declaredSize,
});

/** The zip: local headers with data, the central directory and its end record (ZIP64 extra fields where sizes need them). */
export function zipArchive(entries: ArchiveEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const zip64 = entry.uncompressedSize >= ZIP64_LIMIT || entry.data.length >= ZIP64_LIMIT;
    const extra = zip64 ? zip64Extra(entry) : Buffer.alloc(0);
    const compressedField = zip64 ? ZIP64_LIMIT : entry.data.length;
    const uncompressedField = zip64 ? ZIP64_LIMIT : entry.uncompressedSize;
    const version = zip64 ? 45 : 20;

    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(version, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(entry.method, 8);
    local.writeUInt16LE(0, 10);
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(compressedField, 18);
    local.writeUInt32LE(uncompressedField, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(extra.length, 28);
    locals.push(local, name, extra, entry.data);

    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(version, 4);
    central.writeUInt16LE(version, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(entry.method, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(entry.crc >>> 0, 16);
    central.writeUInt32LE(compressedField, 20);
    central.writeUInt32LE(uncompressedField, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt16LE(extra.length, 30);
    central.writeUInt32LE(offset, 42);
    centrals.push(central, name, extra);

    offset += local.length + name.length + extra.length + entry.data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

function zip64Extra(entry: ArchiveEntry): Buffer {
  const extra = Buffer.alloc(20);
  extra.writeUInt16LE(0x0001, 0);
  extra.writeUInt16LE(16, 2);
  extra.writeBigUInt64LE(BigInt(entry.uncompressedSize), 4);
  extra.writeBigUInt64LE(BigInt(entry.data.length), 12);
  return extra;
}

/** The parts that make a zip a DOCX for the server (and for jszip-era checks): content types and the body. */
export const docxParts = (): ArchiveEntry[] => [
  deflated(
    '[Content_Types].xml',
    '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
  ),
  deflated(
    'word/document.xml',
    '<?xml version="1.0" encoding="UTF-8"?><w:document xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"/>',
  ),
];

/** Resident memory of a process in bytes (Linux /proc), for watching the cms while it responds. */
export async function residentBytes(pid: number): Promise<number> {
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8');
  const match = /^VmRSS:\s+(\d+) kB$/m.exec(status);
  if (!match) throw new Error(`no VmRSS for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** Runs `work` while sampling the process's resident memory; returns its result and the peak growth. */
export async function peakGrowthDuring<T>(pid: number, work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const baseline = await residentBytes(pid);
  let peak = baseline;
  let running = true;
  const sampler = (async () => {
    while (running) {
      peak = Math.max(peak, await residentBytes(pid));
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  })();
  let result: T;
  try {
    result = await work();
  } finally {
    running = false;
    await sampler;
  }
  peak = Math.max(peak, await residentBytes(pid));
  return { result, growth: peak - baseline };
}

/** The process listening on `port` on this machine (the cms under test runs in vitest's main process, not in the test's). */
export async function pidListeningOn(port: number): Promise<number> {
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    const lines = (await fs.readFile(table, 'utf8').catch(() => '')).split('\n').slice(1);
    for (const line of lines) {
      const columns = line.trim().split(/\s+/);
      if (columns.length < 10 || columns[3] !== '0A') continue;
      if (parseInt(columns[1].split(':')[1], 16) === port) inodes.add(`socket:[${columns[9]}]`);
    }
  }
  for (const pid of (await fs.readdir('/proc')).filter((name) => /^\d+$/.test(name))) {
    const fds = await fs.readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
    for (const fd of fds) {
      const target = await fs.readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
      if (inodes.has(target)) return Number(pid);
    }
  }
  throw new Error(`no process of this user listens on port ${port}`);
}
