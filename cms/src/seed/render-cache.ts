import crypto from 'crypto';
import { promises as fs } from 'fs';
import path from 'path';

export type Render = (svg: string) => Promise<Buffer>;

/** What `render` makes: the file extension, and the renderer's version (another may draw other bytes). */
export interface RenderOutput {
  extension: 'jpeg' | 'png';
  version: string;
}

/**
 * `render` with its results kept as files in `dir`, keyed by what determines them (the SVG, the
 * output format and the renderer's version): the seed draws the same 51 images every time, and
 * rasterising them is about a quarter of its CPU. A machine that seeds many databases (a developer who
 * resets theirs, the test suite's cms processes) draws each image once. A file is written under
 * a temporary name and renamed, so a concurrent seed or a crash never leaves half an image; when
 * the folder cannot be written, the seed simply renders every time.
 */
export function cachedRender(dir: string, { extension, version }: RenderOutput, render: Render): Render {
  return async (svg) => {
    const key = crypto.createHash('sha256').update(`${extension}\0${version}\0${svg}`).digest('hex');
    const file = path.join(dir, `${key}.${extension}`);
    const kept = await fs.readFile(file).catch(() => undefined);
    if (kept) return kept;
    const buffer = await render(svg);
    const partial = `${file}.${process.pid}-${crypto.randomUUID()}.partial`;
    try {
      await fs.mkdir(dir, { recursive: true });
      await fs.writeFile(partial, buffer);
      await fs.rename(partial, file);
    } catch {
      await fs.rm(partial, { force: true }).catch(() => undefined);
    }
    return buffer;
  };
}
