import { ZOrganization } from '@tabang/shared';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import { createTestDatabase, testConfig } from './helpers';

let app: FastifyInstance;
let database: Database;

const charity = {
  organizationID: 7,
  organizationName: 'Bantay Bata',
  organizationAbbreviation: 'BB',
  organizationDescription: 'Child welfare',
  organizationFeaturePicture: null,
  organizationProfilePicture: '/get/organizations/logo/7',
  organizationAddress: 'Davao City',
  organizationPhoneNumber: '(082) 222 0000',
  organizationEmail: 'bb@example.ph',
  representativeName: 'Rep',
  representativeUserID: null,
  organizationFacebookLink: null,
  organizationInstagramLink: null,
  organizationMainWebsite: 'https://example.ph',
  organizationType: 'non-profit' as const,
  totalDonationCollected: 1234.5,
  offlineAmount: 0,
  verified: true,
  verifiedAt: null,
  categories: [{ categoryID: 1, category: 'Health' }],
  registration: null,
  donee: null,
};

// A route whose service hands back more than its schema shows, as a careless query could.
const leaky: FastifyPluginAsyncZod = async (api) => {
  api.get('/leaky', { schema: { response: { 200: z.array(ZOrganization) } } }, async () => [
    {
      ...charity,
      passwordHash: 'argon2id$secret',
      representativeUserID: 42,
      categories: [{ categoryID: 1, category: 'Health', createdBy: 'secret' }],
    },
  ]);
};

beforeAll(async () => {
  database = await createTestDatabase();
  app = await buildApp(testConfig(), { database });
  await app.register(leaky);
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await database.close();
});

describe('compiled response serializer', () => {
  it('writes only the fields of the schema, nested ones too', async () => {
    const response = await app.inject({ method: 'GET', url: '/leaky' });
    expect(response.statusCode).toBe(200);
    expect(response.body).not.toContain('secret');
    expect(response.json()).toEqual([{ ...charity, representativeUserID: 42 }]);
  });

  it('writes the same JSON as JSON.stringify of the parsed answer', async () => {
    const response = await app.inject({ method: 'GET', url: '/leaky' });
    const parsed = z.array(ZOrganization).parse(response.json());
    expect(response.body).toBe(JSON.stringify(parsed));
  });
});
