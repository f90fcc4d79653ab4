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

  it('never lets a path that resolves to another host, a scheme or a broken encoding through', () => {
    const hostile = [
      '//evil.com',
      '/..//evil.com',
      '/../..//evil.com',
      '/./..//evil.com',
      '/.//evil.com',
      '/%2e%2e//evil.com',
      '/%2E%2E//evil.com',
      '/.%2e//evil.com',
      '/x/..//evil.com',
      '/x/../..//evil.com',
      '/\\evil.com',
      '\\\\evil.com',
      '/%5Cevil.com',
      '/%5C%5Cevil.com',
      '/%2F%2Fevil.com',
      '/%2f/evil.com',
      '%2F%2Fevil.com',
      'https://evil.com',
      'http:/evil.com',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      ' /dashboard',
      '\t/charity/3',
      '/\t/evil.com',
      '/\r\n/evil.com',
      '/\u0000/evil.com',
      '/%E0%A4%A',
      '/%',
      '/%zz',
      `/${'a'.repeat(5000)}`,
      `${'/..'.repeat(2000)}//evil.com`,
      `/${'/'.repeat(5000)}evil.com`,
      '',
      null,
      undefined,
    ];
    for (const value of hostile) {
      const result = safeReturnTo(value);
      expect(result, JSON.stringify(value)).toBe('/dashboard');
      // And whatever comes back stays on this site when the browser resolves it.
      expect(new URL(result, 'https://tabang.invalid').origin).toBe('https://tabang.invalid');
    }
  });

  it('keeps ordinary paths, normalised', () => {
    expect(safeReturnTo('/charity/3?tab=events#x')).toBe('/charity/3?tab=events#x');
    expect(safeReturnTo('/dashboard')).toBe('/dashboard');
    expect(safeReturnTo('/events/../charity/3')).toBe('/charity/3');
    expect(safeReturnTo('/search?q=%2F%2Fevil.com')).toBe('/search?q=%2F%2Fevil.com');
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
