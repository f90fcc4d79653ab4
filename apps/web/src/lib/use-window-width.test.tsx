import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useWindowWidth } from './use-window-width';

function Card({ n }: { n: number }) {
  return <p data-testid={`card-${n}`}>{useWindowWidth()}</p>;
}

/** The window's width, and how often it was read. */
let width = 1024;
let reads = 0;
Object.defineProperty(window, 'innerWidth', {
  configurable: true,
  get: () => {
    reads += 1;
    return width;
  },
});

const resizeTo = (to: number) =>
  act(() => {
    width = to;
    window.dispatchEvent(new Event('resize'));
  });

describe('useWindowWidth', () => {
  it('reads the window once per subscriber, not on every render of every card', async () => {
    width = 800;
    reads = 0;
    const cards = Array.from({ length: 24 }, (_, n) => n);
    const list = () => cards.map((n) => <Card key={n} n={n} />);
    const { rerender } = render(list());
    for (let i = 0; i < 3; i++) rerender(list());
    expect(screen.getByTestId('card-23').textContent).toBe('800');
    // One read as each card subscribes (the window may have changed meanwhile); none per render after that.
    expect(reads).toBeGreaterThan(0);
    expect(reads).toBeLessThanOrEqual(cards.length);
  });

  it('follows the window when it is resized, and when it changed while nothing listened', async () => {
    const { unmount } = render(<Card n={1} />);
    await resizeTo(360);
    expect(screen.getByTestId('card-1').textContent).toBe('360');
    unmount();
    width = 1280;
    render(<Card n={2} />);
    expect(screen.getByTestId('card-2').textContent).toBe('1280');
  });
});
