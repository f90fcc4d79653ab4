import { type APIRequestContext, request as requests, test } from '@playwright/test';
import sharp from 'sharp';
import { DEMO_ADMIN, expect, signUp } from './fixtures';

/** The Authorization header of a fresh session for an account, through the real login API. */
export async function bearer(request: APIRequestContext, account: { email: string; password: string }) {
  const login = await request.post('/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(login.ok(), await login.text()).toBeTruthy();
  return { authorization: `Bearer ${((await login.json()) as { token: string }).token}` };
}

/** A new member adds a charity through the API; it waits for verification. `fields` adds or replaces form fields. */
export async function addCharity(
  request: APIRequestContext,
  name: string,
  fields: Record<string, string> = {},
) {
  const account = await signUp(request);
  const headers = await bearer(request, account);
  const image = {
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: await sharp({ create: { width: 300, height: 300, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer(),
  };
  const response = await request.post('/api/post/organizations/add', {
    headers,
    multipart: {
      organizationName: name,
      organizationAbbreviation: 'MKC',
      organizationAddress: 'Matina, Davao City',
      organizationPhoneNumber: '(082) 300 1234',
      representativeName: 'Jun Reyes',
      organizationEmail: `kitchen${Date.now()}@example.ph`,
      representativeContactNumber: '09179998888',
      organizationDescription: 'Hot meals for families in Matina.',
      organizationType: 'community',
      categories: '[]',
      organizationProfilePicture: image,
      organizationFeaturedPicture: { ...image, name: 'feature.png' },
      ...fields,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return { account, organizationID: ((await response.json()) as { organizationID: number }).organizationID };
}

/**
 * The demo admin verifies a charity, so it takes donations. From a context of its own, so the admin's session
 * cookie never replaces the one a test's page holds.
 */
export async function verifyCharity(organizationID: number) {
  const request = await requests.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const response = await request.post(`/api/admin/organizations/${organizationID}/verify`, {
      headers: await bearer(request, DEMO_ADMIN),
    });
    expect(response.ok(), await response.text()).toBeTruthy();
  } finally {
    await request.dispose();
  }
}
