import { describe, expect, it } from 'vitest';
import { cmsUrl } from './helpers/http';
import { callService } from './helpers/services';

describe('test hooks (helpers/test-hooks.cjs)', () => {
  it('call a service method inside the cms under test with JSON arguments', async () => {
    const found = await callService<{ results: Array<{ title: string }>; pagination: { pageSize: number } }>(
      'api::notice.notice',
      'find',
      [{ pagination: { pageSize: 2 }, status: 'published' }],
    );
    expect(found.pagination.pageSize).toBe(2);
    expect(found.results).toHaveLength(2);
    expect(typeof found.results[0]!.title).toBe('string');
  });

  it('say which method does not exist, and answer nobody without the run’s token', async () => {
    await expect(callService('api::notice.notice', 'nothingLikeThis')).rejects.toThrow(/404/);
    const foreign = await fetch(`${cmsUrl()}/__test__/service`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test-hook-token': 'guess' },
      body: JSON.stringify({ uid: 'api::notice.notice', method: 'find', args: [] }),
    });
    expect(foreign.status).toBe(403);
  });
});
