import { describe, expect, it } from 'vitest';
import { loginPath, safeReturnTo } from './return-to';

describe('safeReturnTo', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(safeReturnTo('/charity/3')).toBe('/charity/3');
    expect(safeReturnTo('/events?page=2#list')).toBe('/events?page=2#list');
    expect(safeReturnTo('/')).toBe('/');
  });

  it('sends anything else to the dashboard', () => {
    for (const value of [
      null,
      undefined,
      '',
      'charity/3',
      '//evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'https://evil.example/',
      'javascript:alert(1)',
      ' /charity/3',
      '/login',
      '/login?returnTo=/login',
    ])
      expect(safeReturnTo(value), String(value)).toBe('/dashboard');
  });
});

describe('loginPath', () => {
  it('names the page to come back to', () => {
    expect(loginPath({ pathname: '/charity/3', search: '?tab=1' })).toBe(
      '/login?returnTo=%2Fcharity%2F3%3Ftab%3D1',
    );
    expect(
      safeReturnTo(
        new URLSearchParams(loginPath({ pathname: '/event/9', search: '' }).split('?')[1]).get('returnTo'),
      ),
    ).toBe('/event/9');
  });

  it('is plain /login from the login page itself, and from the dashboard, where a login goes anyway', () => {
    expect(loginPath({ pathname: '/dashboard', search: '' })).toBe('/login');
    expect(loginPath({ pathname: '/login', search: '?returnTo=%2Fx' })).toBe('/login');
  });
});
