import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

afterEach(cleanup);

const src = '/api/get/events/image/7';

describe('ResponsiveImage', () => {
  it('offers every stored width in srcset, with the caller’s sizes and a reserved box, lazily by default', () => {
    render(
      <ResponsiveImage src={src} alt="Poster of Coastal cleanup" width={640} height={360} sizes="100vw" />,
    );
    const img = screen.getByRole('img', { name: 'Poster of Coastal cleanup' });
    expect(img.getAttribute('srcset')).toBe(`${src}?w=320 320w, ${src}?w=640 640w, ${src}?w=1280 1280w`);
    expect(img).toHaveAttribute('sizes', '100vw');
    expect(img).toHaveAttribute('src', `${src}?w=1280`);
    expect(img).toHaveAttribute('width', '640');
    expect(img).toHaveAttribute('height', '360');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
  });

  it('fetches the page’s LCP picture at once with high priority', () => {
    render(
      <ResponsiveImage
        src={src}
        alt="Banner"
        width={1600}
        height={600}
        sizes="(min-width: 768px) 50vw, 100vw"
        priority
      />,
    );
    const img = screen.getByRole('img', { name: 'Banner' });
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('decoding');
    expect(img).toHaveAttribute('sizes', '(min-width: 768px) 50vw, 100vw');
    expect(img.getAttribute('srcset')).toContain(`${src}?w=640 640w`);
  });

  it('can load eagerly without claiming high priority, and adds w to a URL that has a query', () => {
    render(
      <ResponsiveImage src={`${src}?v=2`} alt="Logo" width={56} height={56} sizes="56px" loading="eager" />,
    );
    const img = screen.getByRole('img', { name: 'Logo' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img.getAttribute('srcset')).toMatch(/^\/api\/get\/events\/image\/7\?v=2&w=320 320w, /);
  });
});
