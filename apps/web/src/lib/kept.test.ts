import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError, setToken } from './api-client';
import { keepForUser, keepSession, keptForUser } from './kept';
import { readOrKept } from './kept-read';

const ana = { userID: 7, firstName: 'Ana', lastName: 'Reyes', role: 'user', language: null } as const;
const ben = { ...ana, userID: 8, firstName: 'Ben' };
const noAnswer = () => Promise.reject(new ApiError("Can't reach Tabang.", 0));

describe('what the device keeps for the signed-in person', () => {
  beforeEach(() => setToken(null));

  it('keeps an answer beside the token and gives it back when no answer comes', async () => {
    setToken('token', true);
    keepSession(ana);
    expect(await readOrKept('my-volunteering', async () => [{ code: 'ABCD1234' }])).toEqual([
      { code: 'ABCD1234' },
    ]);
    expect(localStorage.getItem('tabang:kept:my-volunteering')).toContain('ABCD1234');
    expect(await readOrKept('my-volunteering', noAnswer)).toEqual([{ code: 'ABCD1234' }]);
  });

  it("passes on the server's own answers (a 401) and keeps nothing without a session", async () => {
    setToken('token');
    keepSession(ana);
    keepForUser('my-giving', ['a gift']);
    const refused = () => Promise.reject(new ApiError('Please log in first.', 401));
    await expect(readOrKept('my-giving', refused)).rejects.toMatchObject({ status: 401 });
    setToken(null);
    await expect(readOrKept('my-giving', noAnswer)).rejects.toMatchObject({ status: 0 });
    keepForUser('my-giving', ['kept with nobody signed in']);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('tabang:'))).toEqual([]);
  });

  it("never gives one person's answer to another, and a new sign-in erases the last one's", () => {
    setToken('token-ana');
    keepSession(ana);
    keepForUser('my-volunteering', ['ana']);
    // Another person's session on the same storage (as if written over): Ana's answer is not theirs.
    keepSession(ben);
    expect(keptForUser('my-volunteering')).toBeNull();
    setToken('token-ben', true);
    expect(Object.keys(sessionStorage).filter((key) => key.startsWith('tabang:'))).toEqual([]);
  });
});
