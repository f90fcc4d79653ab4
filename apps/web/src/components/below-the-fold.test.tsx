import { render, screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { BelowTheFold } from './below-the-fold';

/** The top of a page; says, once it is committed (before the browser can paint it), whether the rest is there. */
function Top({ seen }: { seen: boolean[] }) {
  useLayoutEffect(() => {
    seen.push(screen.queryByText('Recent gifts') !== null);
  }, [seen]);
  return <h1>Pag-asa Youth Council</h1>;
}

describe('BelowTheFold', () => {
  it('commits the top of the page without what is below it, then draws the rest', async () => {
    const seenAtFirstCommit: boolean[] = [];
    const { container } = render(
      <>
        <Top seen={seenAtFirstCommit} />
        <BelowTheFold>
          <h2>Recent gifts</h2>
        </BelowTheFold>
      </>,
    );
    expect(seenAtFirstCommit).toEqual([false]);
    expect(await screen.findByRole('heading', { name: 'Recent gifts' })).toBeVisible();
    // The space that held the footer off the first screen is gone with it.
    expect(container.querySelector('[aria-hidden="true"]')).toBeNull();
  });
});
