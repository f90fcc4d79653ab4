import type { ResolverOptions } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { EMPTY, type RegisterValues, stepResolver } from './register-form';

const check = (step: number, values: Partial<RegisterValues>) =>
  stepResolver(step)({ ...EMPTY, ...values }, undefined, {} as ResolverOptions<RegisterValues>);

const details = {
  firstName: 'Maria',
  lastName: 'Santos',
  email: 'maria@example.ph',
  password: 'mangga at saging',
  confirmPassword: 'mangga at saging',
  contactNumber: '09171234567',
};

describe('the sign-up steps', () => {
  it('names every blank field of the step (spaces count as blank) and nothing of other steps', async () => {
    const result = await check(0, { fullName: '   ', accountEmail: 'maria@example.ph' });
    expect(Object.keys(result.errors)).toEqual(['fullName', 'accountPassword']);
    expect(result.errors.fullName?.message).toBe('Please fill in all required fields.');
  });

  it('checks the confirmation before the shared rules, then the rules in the order of the fields', async () => {
    const mismatch = await check(1, { ...details, confirmPassword: 'other', contactNumber: 'x' });
    expect(mismatch.errors).toEqual({
      confirmPassword: { type: 'validate', message: 'Passwords do not match.' },
    });
    const both = await check(1, {
      ...details,
      password: 'short',
      confirmPassword: 'short',
      contactNumber: 'x',
    });
    expect(Object.keys(both.errors)).toEqual(['password']);
    expect(await check(1, details)).toEqual({ values: { ...EMPTY, ...details }, errors: {} });
  });

  it('takes a contact number as people write it, under the same rule as the server', async () => {
    for (const contactNumber of ['0917-123-4567', '+63 917 123 4567', '(082) 291 0000'])
      expect((await check(1, { ...details, contactNumber })).errors, contactNumber).toEqual({});
    const letters = await check(1, { ...details, contactNumber: '0917-ABC-4567' });
    expect(letters.errors.contactNumber?.message).toBe('Contact number must be digits only, at most 11.');
  });

  it('holds the last step to the shared lists', async () => {
    const result = await check(2, { dob: '1995-06-15', location: 'Atlantis', interestedIn: 'Education' });
    expect(Object.keys(result.errors)).toEqual(['location']);
  });
});
