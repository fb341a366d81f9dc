import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import {
  assertStorageKey,
  isStorageKey,
  type DocumentPlace,
  type DocumentStore,
  type ListedDocument,
} from './document-store';

/** fsync of a folder, so that a file created, renamed or removed in it survives a crash. */
export async function syncFolder(dir: string): Promise<void> {
  const handle = await fs.open(dir, 'r');
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

async function syncFile(file: string): Promise<void> {
  const handle = await fs.open(file, 'r+');
  try {
    await handle.chmod(0o600);
    await handle.sync();
  } finally {
    await handle.close();
  }
}

/**
 * Documents in a private folder (RENTAL_DOCUMENTS_DIR, 0700, files 0600). A pending copy waits in
 * `<dir>/.pending`, inside the folder rather than beside it: in docker-compose the folder is a
 * volume's mount point, and the rename after the commit must not cross filesystems. Storage keys
 * never start with a dot, so `.pending` is never taken for a document.
 */
export function diskDocumentStore(dir: string): DocumentStore {
  const pendingDir = path.join(dir, '.pending');
  const folderOf = (place: DocumentPlace) => (place === 'pending' ? pendingDir : dir);
  const pathOf = (key: string, place: DocumentPlace) => path.join(folderOf(place), assertStorageKey(key));

  async function copyIn(key: string, sourcePath: string, place: DocumentPlace): Promise<void> {
    await fs.mkdir(folderOf(place), { recursive: true, mode: 0o700 });
    const target = pathOf(key, place);
    await fs.copyFile(sourcePath, target, fs.constants.COPYFILE_EXCL);
    try {
      await syncFile(target);
      await syncFolder(folderOf(place));
    } catch (error) {
      await fs.rm(target, { force: true });
      throw error;
    }
  }

  async function removeAll(keys: string[], place: DocumentPlace): Promise<void> {
    if (keys.length === 0) return;
    await Promise.all(keys.map((key) => fs.rm(pathOf(key, place), { force: true })));
    await syncFolder(folderOf(place)).catch(() => undefined);
  }

  return {
    kind: 'disk',
    async prepare() {
      await fs.mkdir(pendingDir, { recursive: true, mode: 0o700 });
      await fs.chmod(dir, 0o700);
      await fs.chmod(pendingDir, 0o700);
    },
    putPending: (key, sourcePath) => copyIn(key, sourcePath, 'pending'),
    putStored: (key, sourcePath) => copyIn(key, sourcePath, 'stored'),
    async promote(keys) {
      if (keys.length === 0) return;
      for (const key of keys) {
        try {
          await fs.rename(pathOf(key, 'pending'), pathOf(key, 'stored'));
        } catch (error) {
          // Another instance sharing the folder (its sweeper) moved it first.
          const movedAlready =
            (error as NodeJS.ErrnoException).code === 'ENOENT' &&
            (await fs.stat(pathOf(key, 'stored')).catch(() => null));
          if (!movedAlready) throw error;
        }
      }
      await syncFolder(dir);
      await syncFolder(pendingDir);
    },
    discardPending: (keys) => removeAll(keys, 'pending'),
    remove: (keys) => removeAll(keys, 'stored'),
    async open(key, place = 'stored') {
      const file = pathOf(key, place);
      try {
        const { size } = await fs.stat(file);
        return { size, body: createReadStream(file) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async list(place) {
      let names: string[];
      try {
        names = await fs.readdir(folderOf(place));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw error;
      }
      const listed: ListedDocument[] = [];
      for (const name of names.filter(isStorageKey)) {
        const stat = await fs.stat(path.join(folderOf(place), name)).catch(() => null);
        if (stat?.isFile()) listed.push({ key: name, modifiedAt: stat.mtimeMs });
      }
      return listed;
    },
  };
}
