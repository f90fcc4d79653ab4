import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, expect, it } from 'vitest';
import { setLanguage } from '../../lib/i18n';
import type { RegisterValues } from './register-form';
import { AboutStep } from './register-steps';

afterEach(async () => {
  await act(() => setLanguage('en'));
  localStorage.clear();
});

let values: Partial<RegisterValues> = {};
/** Step 3 of the sign-up alone, its values kept in `values`. */
function About() {
  const form = useForm<RegisterValues>();
  values = form.watch();
  return (
    <FormProvider {...form}>
      <AboutStep />
    </FormProvider>
  );
}

it('lists the sign-up interests in Filipino, and keeps the English name as the value sent', async () => {
  await act(() => setLanguage('fil'));
  render(<About />);
  const user = userEvent.setup();
  const interest = screen.getByRole('option', { name: 'Pag-aalaga sa matatanda' });
  expect(interest).toHaveValue('Elderly Care');
  expect(screen.queryByRole('option', { name: 'Elderly Care' })).not.toBeInTheDocument();
  // Words Davao says in English stay English.
  expect(screen.getByRole('option', { name: 'Feeding Program' })).toBeInTheDocument();
  await user.selectOptions(interest.closest('select')!, interest);
  expect(values.interestedIn).toBe('Elderly Care');
});
