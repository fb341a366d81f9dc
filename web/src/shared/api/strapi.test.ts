import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/server';
import { requests } from '@/testing/mock-cms';
import { buildShow } from '@/testing/fixtures';
import { db } from '@/testing/mock-cms';
import { StrapiRequestError, buildStrapiUrl, strapiGet } from './strapi';

describe('buildStrapiUrl', () => {
  it('encodes filters, sort and pagination in Strapi bracket notation', () => {
    const url = buildStrapiUrl('/shows', {
      filters: { startsAt: { $gte: '2026-11-23T15:00:00.000Z' }, title: { $containsi: '피아노 & 첼로' } },
      sort: ['startsAt:asc'],
      pagination: { page: 2, pageSize: 8 },
    });
    const [path, search] = url.split('?');
    expect(path).toBe('/api/shows');
    const params = new URLSearchParams(search);
    expect(params.get('filters[startsAt][$gte]')).toBe('2026-11-23T15:00:00.000Z');
    expect(params.get('filters[title][$containsi]')).toBe('피아노 & 첼로');
    expect(params.get('sort[0]')).toBe('startsAt:asc');
    expect(params.get('pagination[page]')).toBe('2');
    expect(params.get('pagination[pageSize]')).toBe('8');
    // Keys stay readable; values are encoded.
    expect(search).toContain('filters[title][$containsi]=%ED%94%BC');
  });

  it('has no query string without a query and skips undefined values', () => {
    expect(buildStrapiUrl('site-config')).toBe('/api/site-config');
    expect(buildStrapiUrl('/notices', { filters: { title: undefined } })).toBe('/api/notices');
  });
});

describe('strapiGet', () => {
  it('returns the parsed body and sends the query to the server', async () => {
    db.shows = [buildShow({ title: '겨울 나그네' }), buildShow({ title: '봄의 소리' })];
    const body = await strapiGet<{ data: Array<{ title: string }>; meta: { pagination: { total: number } } }>(
      '/shows',
      {
        filters: { title: { $containsi: '겨울' } },
      },
    );
    expect(body.data.map((show) => show.title)).toEqual(['겨울 나그네']);
    expect(body.meta.pagination.total).toBe(1);
    expect(requests.at(-1)?.query).toMatchObject({ filters: { title: { $containsi: '겨울' } } });
  });

  it('throws a typed error carrying the status and Strapi error name', async () => {
    const error = await strapiGet('/shows/unknown').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StrapiRequestError);
    expect(error).toMatchObject({ status: 404, errorName: 'NotFoundError', message: 'Not Found' });
    expect((error as StrapiRequestError).isNotFound).toBe(true);
  });

  it('throws with the HTTP status when the body is not JSON', async () => {
    server.use(http.get('*/api/site-config', () => new HttpResponse('Bad gateway', { status: 502 })));
    await expect(strapiGet('/site-config')).rejects.toMatchObject({ status: 502 });
  });

  it('reports a network failure as status 0', async () => {
    server.use(http.get('*/api/popups', () => HttpResponse.error()));
    await expect(strapiGet('/popups')).rejects.toMatchObject({ name: 'StrapiRequestError', status: 0 });
  });
});
