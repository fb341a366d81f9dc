import { promises as fs } from 'fs';
import os from 'os';
import path from 'path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cachedRender, type RenderOutput } from './render-cache';

const JPEG_V1: RenderOutput = { extension: 'jpeg', version: 'v1' };

describe('cachedRender', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'render-cache-'));
  });
  afterEach(async () => {
    await fs.rm(dir, { recursive: true, force: true });
  });

  const renderer = () => vi.fn(async (svg: string) => Buffer.from(`drawn:${svg}`));

  it('draws an image once: a second seed, in this process or another, reads the same bytes', async () => {
    const render = renderer();
    const first = await cachedRender(path.join(dir, 'images'), JPEG_V1, render)('<svg a/>');
    const again = await cachedRender(path.join(dir, 'images'), JPEG_V1, render)('<svg a/>');
    expect(render).toHaveBeenCalledTimes(1);
    expect(again.equals(first)).toBe(true);
    // One complete file, no partial one left beside it.
    expect((await fs.readdir(path.join(dir, 'images'))).filter((name) => name.endsWith('.jpeg'))).toHaveLength(1);
    expect((await fs.readdir(path.join(dir, 'images'))).some((name) => name.endsWith('.partial'))).toBe(false);
  });

  it('draws again for another SVG, another format or another renderer version', async () => {
    const render = renderer();
    await cachedRender(dir, JPEG_V1, render)('<svg a/>');
    await cachedRender(dir, JPEG_V1, render)('<svg b/>');
    await cachedRender(dir, { extension: 'png', version: 'v1' }, render)('<svg a/>');
    await cachedRender(dir, { extension: 'jpeg', version: 'v2' }, render)('<svg a/>');
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('renders every time, and fails nothing, where the folder cannot be written', async () => {
    const blocked = path.join(dir, 'not-a-folder');
    await fs.writeFile(blocked, 'a file where the folder would be');
    const render = renderer();
    const cached = cachedRender(blocked, JPEG_V1, render);
    expect((await cached('<svg a/>')).toString()).toBe('drawn:<svg a/>');
    expect((await cached('<svg a/>')).toString()).toBe('drawn:<svg a/>');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('lets concurrent seeds draw the same image and keeps one whole file', async () => {
    const render = renderer();
    const results = await Promise.all(Array.from({ length: 5 }, () => cachedRender(dir, JPEG_V1, render)('<svg a/>')));
    expect(new Set(results.map((buffer) => buffer.toString()))).toEqual(new Set(['drawn:<svg a/>']));
    expect(await fs.readdir(dir)).toHaveLength(1);
  });
});
