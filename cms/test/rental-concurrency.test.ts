import crypto from 'node:crypto';
import { expect, it } from 'vitest';
import { RENTAL_APPLICATION, registerMember, staff } from './helpers/actors';
import { request } from './helpers/http';
import { applicationData, fixtures, send, sha256, storageSnapshot, submitApplication } from './helpers/rental';

/** 100 submissions at once by 20 members: each stored exactly once, with its own files. */
it('stores 100 concurrent submissions of 20 members exactly once each, each with its own documents', async () => {
  const members = await Promise.all(Array.from({ length: 20 }, (_, index) => registerMember(`concurrent-${index}`)));
  const before = await storageSnapshot();

  const submissions = Array.from({ length: 100 }, (_, index) => {
    const member = members[index % members.length];
    const marker = crypto.randomBytes(8).toString('hex');
    // Every file differs, so a mix-up between requests shows in the hashes.
    const pdf = Buffer.concat([fixtures.pdf(), Buffer.from(`% ${marker} registration\n`)]);
    const plan = Buffer.concat([fixtures.pdf(), Buffer.from(`% ${marker} plan\n`)]);
    return { member, marker, pdf, plan };
  });

  // Settled, not all: a failed request must not end the test while the others still write files
  // (the next test file counts them).
  const settled = await Promise.allSettled(
    submissions.map(({ member, marker, pdf, plan }) =>
      submitApplication(member.jwt, {
        data: applicationData({ showTitle: `동시 제출 ${marker}` }),
        files: {
          businessRegistration: { name: `${marker}-registration.pdf`, content: pdf, type: 'application/pdf' },
          performancePlan: { name: `${marker}-plan.pdf`, content: plan, type: 'application/pdf' },
        },
      }),
    ),
  );
  const responses = settled.map((outcome) => {
    if (outcome.status === 'rejected') throw outcome.reason;
    return outcome.value;
  });
  for (const response of responses) expect(response.status, response.text.slice(0, 300)).toBe(201);

  const after = await storageSnapshot();
  expect(after.applications).toBe(before.applications + 100);
  expect(after.documents.length).toBe(before.documents.length + 200);
  expect(after.temporary).toEqual(before.temporary);

  for (const member of members) {
    const list = await request('/api/rental-applications?pagination[pageSize]=50', { token: member.jwt });
    expect(list.body.meta.pagination.total).toBe(5);
  }

  await Promise.all(
    submissions.map(async ({ member, marker, pdf, plan }, index) => {
      const { documentId, showTitle } = responses[index].body.data;
      expect(showTitle).toBe(`동시 제출 ${marker}`);
      for (const [field, content] of [
        ['businessRegistration', pdf],
        ['performancePlan', plan],
      ] as const) {
        const link = await request(`/api/rental-applications/${documentId}/documents/${field}/link`, {
          method: 'POST',
          token: member.jwt,
          body: {},
        });
        expect(link.status).toBe(200);
        const download = await send(link.body.data.url);
        expect(sha256(download.bytes), `${marker} ${field}`).toBe(sha256(content));
      }
    }),
  );

  const titles = await staff.list(RENTAL_APPLICATION, 'filters[showTitle][$startsWith]=동시 제출&pageSize=100');
  const counted = new Map<string, number>();
  for (const row of titles.results) counted.set(row.showTitle, (counted.get(row.showTitle) ?? 0) + 1);
  for (const { marker } of submissions) expect(counted.get(`동시 제출 ${marker}`), marker).toBe(1);
});
