import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import '../lib/i18n';
import { VerificationBadge } from './badge';

const REGISTRATION = {
  secRegistrationNumber: 'CN200912345',
  dswdRegistrationNumber: 'DSWD-SB-L-00087-2024',
  dswdValidUntil: '2027-12-31',
  // 20:30 on 30 September UTC is already 1 October in Davao.
  checkedAt: '2026-09-30T20:30:00.000Z',
};

describe('the Verified badge', () => {
  it('opens what Tabang checked and when by keyboard, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    render(<VerificationBadge verified verifiedAt="2026-10-14T01:00:00.000Z" registration={REGISTRATION} />);
    const badge = screen.getByRole('button', { name: 'Verified: what Tabang checked' });
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('verified-explanation')).toBeNull();

    await user.tab();
    expect(badge).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(badge).toHaveAttribute('aria-expanded', 'true');
    const panel = screen.getByTestId('verified-explanation');
    expect(badge).toHaveAttribute('aria-controls', panel.id);
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent('What Tabang checked');
    expect(panel).toHaveTextContent('Verified by the Tabang team on Oct 14, 2026.');
    expect(panel).toHaveTextContent('Registered with SEC No. CN200912345');
    expect(panel).toHaveTextContent(
      'Registered with DSWD No. DSWD-SB-L-00087-2024 · Valid until Dec 31, 2027',
    );
    expect(panel).toHaveTextContent('Checked by the Tabang team on Oct 1, 2026.');

    await user.tab();
    expect(screen.getByRole('link', { name: 'hello@tabang.ph' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(badge).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByTestId('verified-explanation')).toBeNull();
    expect(badge).toHaveFocus();

    await user.keyboard(' ');
    expect(screen.getByTestId('verified-explanation')).toBeVisible();
    await user.keyboard(' ');
    expect(screen.queryByTestId('verified-explanation')).toBeNull();
  });

  it('closes on a tap elsewhere, and says when no registration was given', async () => {
    const user = userEvent.setup();
    render(
      <>
        <VerificationBadge verified registration={null} />
        <p>Elsewhere</p>
      </>,
    );
    const badge = screen.getByRole('button', { name: 'Verified: what Tabang checked' });
    await user.click(badge);
    expect(screen.getByTestId('verified-explanation')).toHaveTextContent(
      'It has not given SEC or DSWD registration details, so none were checked.',
    );
    // Verified before the date was kept: no date is made up.
    expect(screen.getByTestId('verified-explanation')).not.toHaveTextContent('Verified by');
    await user.click(screen.getByText('Elsewhere'));
    expect(badge).toHaveAttribute('aria-expanded', 'false');
  });

  it('is no button while the charity waits for verification', () => {
    render(<VerificationBadge verified={false} />);
    expect(screen.getByText('Pending verification')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
