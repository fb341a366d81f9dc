import { describe, expect, it } from 'vitest';
import { request } from './helpers/http';

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the cms serves the public site on the same origin', () => {
  it('serves / with the web app, not a redirect to the admin panel', async () => {
    const response = await request('/', { headers: html });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.text).toContain('<div id="root">');
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('sends /index.html to /', async () => {
    const response = await request('/index.html', { headers: html });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });

  it.each(['/show/schedule', '/notice/detail/abc', '/about/intro', '/some/unknown/path'])(
    'responds to %s with a page of the site',
    async (path) => {
      const response = await request(path, { headers: html });
      expect(response.status).toBe(200);
      expect(response.text).toContain('<div id="root">');
    },
  );

  it('serves hashed assets as immutable', async () => {
    const response = await request('/assets/index-AbC123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(response.text).toContain('console.log');
  });

  it('keeps a missing asset a 404 for scripts', async () => {
    const response = await request('/assets/missing-123.js', { headers: { accept: '*/*' } });
    expect(response.status).toBe(404);
  });

  it.each(['/api/unknown-route', '/uploads/not-there.png', '/content-manager/unknown'])(
    'does not respond to %s with the site when Strapi owns the path',
    async (path) => {
      const response = await request(path, { headers: html });
      expect([401, 403, 404]).toContain(response.status);
      expect(response.text).not.toContain('<div id="root">');
    },
  );

  it('responds to the health check', async () => {
    const response = await request('/_health');
    expect(response.status).toBe(204);
  });
});
