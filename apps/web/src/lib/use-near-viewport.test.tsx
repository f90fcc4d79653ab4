import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNearViewport } from './use-near-viewport';

/** An IntersectionObserver that records what it watches, and can say the element came near. */
class FakeObserver {
  static made: FakeObserver[] = [];
  watched: Element[] = [];
  disconnected = false;
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.made.push(this);
  }
  observe(element: Element) {
    this.watched.push(element);
  }
  disconnect() {
    this.disconnected = true;
  }
}

let renders = 0;
function Place() {
  renders += 1;
  const [ref, near] = useNearViewport<HTMLDivElement>('300px');
  return (
    <div ref={ref} data-testid="place">
      {near ? 'near' : 'far'}
    </div>
  );
}

describe('useNearViewport', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    FakeObserver.made = [];
    renders = 0;
  });

  it('watches the element from its first commit without drawing it again, and is true once it comes near', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    render(<Place />);
    // A state update while refs are attached would have drawn it a second time (and run the page's effects in the
    // task that drew it).
    expect(renders).toBe(1);
    const [observer] = FakeObserver.made;
    expect(observer?.watched).toEqual([screen.getByTestId('place')]);
    expect(observer?.options.rootMargin).toBe('300px 0px');
    expect(screen.getByTestId('place')).toHaveTextContent('far');

    act(() => observer!.callback([{ isIntersecting: true }]));
    expect(screen.getByTestId('place')).toHaveTextContent('near');
    // Near for good: nothing watches any more.
    expect(observer?.disconnected).toBe(true);
    expect(FakeObserver.made).toHaveLength(1);
  });

  it('is near at once where the browser has no IntersectionObserver', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    render(<Place />);
    expect(screen.getByTestId('place')).toHaveTextContent('near');
  });
});
