import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildNotice } from '@/testing/fixtures';
import { db } from '@/testing/mock-cms';
import { server as cms } from '@/testing/server';
import { devRenderHandler } from './dev-render';

/**
 * The Vite development server renders pages as the cms does (entry-server through ssrLoadModule),
 * its loaders fetching from the cms (MSW here).
 */

let vite: ViteDevServer;
let site: http.Server;
let origin: string;

beforeAll(async () => {
  // Only the cms's API is served by MSW; the requests to the development server are real.
  cms.listen({ onUnhandledRequest: 'bypass' });
  vite = await createServer({
    configFile: fileURLToPath(new URL('../../vite.config.ts', import.meta.url)),
    server: { middlewareMode: true, hmr: false, ws: false },
    appType: 'custom',
    logLevel: 'error',
  });
  vite.middlewares.use(devRenderHandler(vite, { apiOrigin: 'http://127.0.0.1:1337' }));
  site = http.createServer(vite.middlewares);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => site.close(resolve));
  await vite.close();
  cms.close();
});

const page = (path: string) => fetch(origin + path, { headers: { accept: 'text/html' }, redirect: 'manual' });

describe('the development server', () => {
  it('renders a page on the server with its loaders’ data and the router’s hydration data', async () => {
    db.notices = [buildNotice({ title: '개발 서버 공지' })];
    const response = await page('/notice');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('개발 서버 공지');
    expect(html).toContain('<title>공지사항 | 테스트 아트홀</title>');
    expect(html).toContain('<script type="application/json" id="router-hydration-data">');
    // Vite's client and the app's script, as index.html names them.
    expect(html).toContain('/@vite/client');
    expect(html).toContain('src="/src/boot.ts"');
  });

  it('keeps the status codes and redirects of the server render', async () => {
    expect((await page('/no/such/page')).status).toBe(404);
    const redirect = await page('/about');
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('location')).toBe('/about/intro');
  });

  it('leaves modules and the API alone', async () => {
    const module = await fetch(`${origin}/src/boot.ts`);
    expect(module.headers.get('content-type')).toContain('javascript');
  });
});
