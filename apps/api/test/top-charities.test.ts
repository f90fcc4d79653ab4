import { DASHBOARD_TOP_CHARITY_COUNT, ZTopCharities } from '@tabang/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganization } from './factories';
import { changesHeard, createTestApp, type TestApp } from './helpers';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const top = async () => {
  await changesHeard(t.app);
  const response = await t.app.inject({ method: 'GET', url: '/api/get/organizations/top' });
  expect(response.statusCode).toBe(200);
  return { response, body: ZTopCharities.parse(response.json()) };
};

describe('GET /api/get/organizations/top', () => {
  it('answers an empty list when there is no charity', async () => {
    expect((await top()).body).toEqual([]);
  });

  it('answers the charities that collected the most, most first, equal totals by the first added, suspended ones left out', async () => {
    const small = await createOrganization(t.db, { totalDonationCentavos: 10_000 });
    const tiedFirst = await createOrganization(t.db, { totalDonationCentavos: 50_000 });
    const tiedSecond = await createOrganization(t.db, { totalDonationCentavos: 50_000 });
    await createOrganization(t.db, { totalDonationCentavos: 5_000 });
    await createOrganization(t.db, { totalDonationCentavos: 900_000, suspended: true });
    const unverified = await createOrganization(t.db, { totalDonationCentavos: 70_000, verified: false });

    const { response, body } = await top();
    expect(body).toHaveLength(DASHBOARD_TOP_CHARITY_COUNT);
    expect(body).toEqual([
      { organizationID: unverified.id, organizationName: unverified.name, totalDonationCollected: 700 },
      { organizationID: tiedFirst.id, organizationName: tiedFirst.name, totalDonationCollected: 500 },
      { organizationID: tiedSecond.id, organizationName: tiedSecond.name, totalDonationCollected: 500 },
    ]);
    expect(body.map((charity) => charity.organizationID)).not.toContain(small.id);
    // A public read: the same for everyone, cached with an ETag.
    expect(response.headers['cache-control']).toContain('public');
    expect(response.headers.etag).toBeTruthy();
  });
});
