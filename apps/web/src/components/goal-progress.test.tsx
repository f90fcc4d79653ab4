import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../testing/render';
import { GoalProgress, goalPercent } from './goal-progress';

const show = async (goalAmount: number | null, raisedAmount: number, donorCount: number) => {
  renderWithProviders(<GoalProgress event={{ goalAmount, raisedAmount, donorCount }} />);
  return screen.findByTestId('goal-progress');
};

describe('GoalProgress', () => {
  it('shows a labelled progress bar with raised of goal, percent and donors', async () => {
    const box = await show(50_000, 12_500, 14);
    const bar = screen.getByRole('progressbar', { name: 'Fundraising progress' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '50000');
    expect(bar).toHaveAttribute('aria-valuenow', '12500');
    expect(bar).toHaveAttribute('aria-valuetext', '₱12,500.00 raised of ₱50,000.00 goal, 25%');
    expect(box).toHaveTextContent('₱12,500.00 raised of ₱50,000.00');
    expect(screen.getByTestId('goal-percent')).toHaveTextContent('25%');
    expect(screen.getByTestId('goal-donors')).toHaveTextContent('14 donors');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('25%');
  });

  it('caps the bar at full but says the real percent past the goal', async () => {
    await show(10_000, 12_000, 1);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '10000');
    expect(bar).toHaveAttribute('aria-valuetext', '₱12,000.00 raised of ₱10,000.00 goal, 120%');
    expect(screen.getByTestId('goal-percent')).toHaveTextContent('120%');
    expect(screen.getByTestId('goal-donors')).toHaveTextContent('1 donor');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('100%');
  });

  it('starts at 0% and invites the first gift', async () => {
    await show(50_000, 0, 0);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '0');
    expect(screen.getByTestId('goal-percent')).toHaveTextContent('0%');
    expect(screen.getByTestId('goal-donors')).toHaveTextContent('Be the first to give');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('0%');
  });

  it('shows a first small gift: "under 1%" and a visible sliver of bar', async () => {
    await show(50_000, 100, 1);
    const bar = screen.getByRole('progressbar');
    expect(bar).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByTestId('goal-percent')).toHaveTextContent('under 1%');
    expect((bar.firstElementChild as HTMLElement).style.width).toBe('2%');
  });

  it('without a goal shows the amount raised and the donors, and no bar', async () => {
    const box = await show(null, 12_500, 14);
    expect(box).toHaveTextContent('₱12,500.00 raised · 14 donors');
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('without a goal or a gift invites the first one', async () => {
    expect(await show(null, 0, 0)).toHaveTextContent('Be the first to give');
  });
});

describe('goalPercent', () => {
  it('rounds down in whole centavos, so a goal is 100% only once reached', () => {
    expect(goalPercent(0.29, 1)).toBe(29);
    expect(goalPercent(49_999.99, 50_000)).toBe(99);
    expect(goalPercent(50_000, 50_000)).toBe(100);
    expect(goalPercent(60_000.5, 50_000)).toBe(120);
  });
});
