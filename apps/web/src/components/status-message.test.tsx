import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../lib/i18n';
import { StatusMessage } from './status-message';

afterEach(cleanup);

describe('StatusMessage', () => {
  it('announces an error and offers "Try again", which calls onRetry', async () => {
    const onRetry = vi.fn();
    render(
      <StatusMessage kind="error" onRetry={onRetry}>
        Failed to load leaderboard data
      </StatusMessage>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Failed to load leaderboard data');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows no button without onRetry, and loading as a status', () => {
    render(<StatusMessage kind="loading">Loading leaderboard data...</StatusMessage>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading leaderboard data...');
    expect(screen.queryByRole('button')).toBeNull();
  });
});
