import fs from 'node:fs/promises';
import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import type { RENTAL_DOCUMENT_EXTENSIONS } from '@hall/contract/rental-messages';

export interface DocumentType {
  /** The extension a document is stored with: a JPEG's is jpg. */
  ext: Exclude<(typeof RENTAL_DOCUMENT_EXTENSIONS)[number], 'jpeg'>;
  mime: string;
}

/*
 * Bounds of the inspection (docs/decisions/013). A zip is judged from its central directory;
 * only HWPX's `mimetype` entry is ever inflated, and only a few bytes of it. The caps are far
 * above what Hancom Office and Word write (a 20 MiB document with hundreds of images has a few
 * hundred entries and inflates to well under 1 GiB) and far below what hurts the server.
 */

/** More entries than any real HWPX or DOCX has; each costs a central-directory read. */
export const ZIP_MAX_ENTRIES = 5_000;
/** Largest uncompressed size one entry may declare. */
export const ZIP_MAX_ENTRY_BYTES = 256 * 1024 * 1024;
/** Largest uncompressed size all entries together may declare. */
export const ZIP_MAX_TOTAL_BYTES = 1024 * 1024 * 1024;
/**
 * Largest uncompressed:compressed ratio of an entry that declares more than
 * ZIP_RATIO_GRACE_BYTES. XML deflates 5–20×, images not at all; 200× is a bomb. Small entries
 * may be extreme (a page of spaces), as in Apache POI's ZipSecureFile, which has the same check.
 */
export const ZIP_MAX_COMPRESSION_RATIO = 200;
export const ZIP_RATIO_GRACE_BYTES = 1024 * 1024;
/** HWPX's `mimetype` is "application/hwp+zip" (19 bytes); more is not HWPX. */
export const HWPX_MIMETYPE_MAX_BYTES = 64;
/** Deflate stores incompressible input with 5 bytes per block; anything bigger is not a mimetype. */
const HWPX_MIMETYPE_MAX_COMPRESSED_BYTES = HWPX_MIMETYPE_MAX_BYTES + 64;
/** What file-type is given to recognise PDF, JPEG, PNG and OLE: their signatures are at the start. */
const SIGNATURE_BYTES = 4100;
/** Read size when an OLE file is searched for HWP's markers. */
const SCAN_CHUNK_BYTES = 64 * 1024;

const ZIP_LOCAL_HEADER = Buffer.from('504b0304', 'hex');
const HWP_DIRECTORY_ENTRY = Buffer.from('FileHeader', 'utf16le');
const HWP_FILE_HEADER = Buffer.from('HWP Document File', 'latin1');
const HWPX_MIMETYPE = 'application/hwp+zip';
const DOCX_PARTS = ['word/document.xml', '[Content_Types].xml'];

const HWPX: DocumentType = { ext: 'hwpx', mime: 'application/hwp+zip' };
const DOCX: DocumentType = {
  ext: 'docx',
  mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

// file-type is an ES module and the cms compiles to CommonJS, where `import` would become a
// require() anyway; Node 20.19+ loads it with require() (it has no top-level await).
// eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
const loadFileType = (): typeof import('file-type') => require('file-type');

/**
 * What a file really is, from its content: PDF, JPEG, PNG, HWP (an OLE compound file with the
 * HWP file header), HWPX (a zip whose `mimetype` entry says application/hwp+zip) or DOCX (a
 * zip with word/document.xml). Anything else (executables, HTML, SVG, other zips or OLE files
 * such as .doc or .msi, and zips whose sizes break the bounds above) is null, whatever its
 * name or the browser's Content-Type say. Memory use does not depend on what a zip inflates to.
 */
export async function detectDocumentType(filepath: string): Promise<DocumentType | null> {
  const head = await readHead(filepath, SIGNATURE_BYTES);
  if (head.subarray(0, 4).equals(ZIP_LOCAL_HEADER)) return zipDocumentType(filepath);
  // Only the first bytes: file-type inflates zip entries of its own (up to 1 MiB each), and
  // none of the types it recognises here needs more.
  const detected = await loadFileType().fileTypeFromBuffer(head);
  switch (detected?.ext) {
    case 'pdf':
      return { ext: 'pdf', mime: 'application/pdf' };
    case 'jpg':
      return { ext: 'jpg', mime: 'image/jpeg' };
    case 'png':
      return { ext: 'png', mime: 'image/png' };
    case 'cfb':
      return (await isHwp(filepath)) ? { ext: 'hwp', mime: 'application/x-hwp' } : null;
    default:
      return null;
  }
}

async function readHead(filepath: string, length: number): Promise<Buffer> {
  const file = await fs.open(filepath, 'r');
  try {
    const buffer = Buffer.alloc(length);
    const { bytesRead } = await file.read(buffer, 0, length, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await file.close();
  }
}

/** An OLE file with HWP 5's FileHeader stream and signature, searched chunk by chunk. */
async function isHwp(filepath: string): Promise<boolean> {
  const needles = [HWP_DIRECTORY_ENTRY, HWP_FILE_HEADER];
  const found = needles.map(() => false);
  const overlap = Math.max(...needles.map((needle) => needle.length)) - 1;
  const file = await fs.open(filepath, 'r');
  try {
    const chunk = Buffer.alloc(overlap + SCAN_CHUNK_BYTES);
    let carried = 0;
    let position = 0;
    for (;;) {
      const { bytesRead } = await file.read(chunk, carried, SCAN_CHUNK_BYTES, position);
      if (bytesRead === 0) return false;
      position += bytesRead;
      const window = chunk.subarray(0, carried + bytesRead);
      needles.forEach((needle, index) => {
        found[index] ||= window.includes(needle);
      });
      if (found.every(Boolean)) return true;
      carried = Math.min(overlap, window.length);
      window.copy(chunk, 0, window.length - carried);
    }
  } finally {
    await file.close();
  }
}

const openZip = (filepath: string): Promise<ZipFile> =>
  new Promise((resolve, reject) =>
    yauzl.open(
      filepath,
      { lazyEntries: true, autoClose: false, validateEntrySizes: true, strictFileNames: false },
      (error, zipfile) => (error ? reject(error) : resolve(zipfile)),
    ),
  );

/** The central directory, entry by entry, refused (null) as soon as an entry breaks a bound. */
async function readCentralDirectory(zipfile: ZipFile): Promise<Entry[] | null> {
  if (zipfile.entryCount > ZIP_MAX_ENTRIES) return null;
  const entries: Entry[] = [];
  let declaredTotal = 0;
  return new Promise((resolve, reject) => {
    zipfile.on('error', reject);
    zipfile.on('end', () => resolve(entries));
    zipfile.on('entry', (entry: Entry) => {
      declaredTotal += entry.uncompressedSize;
      const ratio = entry.uncompressedSize / Math.max(1, entry.compressedSize);
      if (
        entry.uncompressedSize > ZIP_MAX_ENTRY_BYTES ||
        declaredTotal > ZIP_MAX_TOTAL_BYTES ||
        (entry.uncompressedSize > ZIP_RATIO_GRACE_BYTES && ratio > ZIP_MAX_COMPRESSION_RATIO)
      ) {
        resolve(null);
        return;
      }
      entries.push(entry);
      zipfile.readEntry();
    });
    zipfile.readEntry();
  });
}

async function zipDocumentType(filepath: string): Promise<DocumentType | null> {
  let zipfile: ZipFile;
  try {
    zipfile = await openZip(filepath);
  } catch {
    return null;
  }
  try {
    const entries = await readCentralDirectory(zipfile);
    if (!entries) return null;
    const mimetypeEntry = entries.find((entry) => entry.fileName === 'mimetype');
    if (mimetypeEntry) {
      const mimetype = await readSmallEntry(zipfile, mimetypeEntry, HWPX_MIMETYPE_MAX_BYTES);
      // A mimetype that is bigger than it may be, or than it says, makes the whole zip suspect.
      if (!mimetype) return null;
      if (mimetype.toString('utf8').trim() === HWPX_MIMETYPE) return HWPX;
    }
    const names = new Set(entries.map((entry) => entry.fileName));
    return DOCX_PARTS.every((name) => names.has(name)) ? DOCX : null;
  } catch {
    // A corrupt central directory or entry (yauzl and zlib say why) is not a document.
    return null;
  } finally {
    zipfile.close();
  }
}

/**
 * An entry's content when it is at most `maxBytes` and can be read (not encrypted, stored or
 * deflated), else null. The declared sizes are checked
 * first; the stream is cut off after `maxBytes` in any case, so an entry whose header lies
 * about its size never inflates further than that (yauzl also fails it when it passes the
 * declared size).
 */
async function readSmallEntry(zipfile: ZipFile, entry: Entry, maxBytes: number): Promise<Buffer | null> {
  if ((entry.generalPurposeBitFlag & 0x1) !== 0) return null;
  if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) return null;
  if (entry.uncompressedSize > maxBytes || entry.compressedSize > HWPX_MIMETYPE_MAX_COMPRESSED_BYTES) return null;
  const stream = await new Promise<Readable>((resolve, reject) =>
    zipfile.openReadStream(entry, (error, readStream) => (error ? reject(error) : resolve(readStream))),
  );
  const chunks: Buffer[] = [];
  let length = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      length += chunk.length;
      if (length > maxBytes) return null;
      chunks.push(chunk);
    }
  } finally {
    stream.destroy();
  }
  return Buffer.concat(chunks);
}
