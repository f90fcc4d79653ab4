import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ShareButtons } from './share-buttons';

const NAME = 'Bantay Bata & Co. "Davao"';

/** A phone (coarse pointer) or a desktop, as matchMedia says. */
function pointer(coarse: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({ matches: coarse && query === '(pointer: coarse)', media: query })),
  );
}

describe('ShareButtons', () => {
  it('on a desktop: a Facebook link with the encoded page address, no Messenger link, and Copy link', async () => {
    pointer(false);
    render(<ShareButtons kind="charity" id={42} name={NAME} />);
    const facebook = screen.getByRole('link', { name: `Share ${NAME} on Facebook (opens in a new tab)` });
    const url = `${window.location.origin}/charity/42`;
    expect(facebook).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`,
    );
    expect(facebook.getAttribute('href')).toContain('u=http%3A%2F%2F');
    expect(facebook).toHaveAttribute('target', '_blank');
    expect(facebook).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('link', { name: /Messenger/ })).toBeNull();
    expect(screen.queryByRole('button', { name: `Share ${NAME}` })).toBeNull();
    expect(screen.getByRole('group', { name: 'Share' })).toBeInTheDocument();
  });

  it('Copy link writes the address to the clipboard and says so in a live region', async () => {
    pointer(false);
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareButtons kind="event" id={7} name={NAME} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/event/7`);
    expect(await screen.findByRole('status')).toHaveTextContent('Link copied');
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('without a clipboard, shows the link selected in a read-only box and explains how to copy it', async () => {
    pointer(false);
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {
      throw new DOMException('Denied', 'NotAllowedError');
    });
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<ShareButtons kind="event" id={7} name={NAME} />);
    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    const box = await screen.findByRole('textbox', { name: 'Link to this page' });
    expect(box).toHaveValue(`${window.location.origin}/event/7`);
    expect(box).toHaveAttribute('readonly');
    const input = box as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, input.value.length]);
    expect(screen.getByRole('status')).toHaveTextContent(/Copying is not available here/);
  });

  it("on a phone with a share sheet: one Share button that opens it with the page's title, text and address", async () => {
    pointer(true);
    const user = userEvent.setup();
    const share = vi.fn(async () => {});
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    render(<ShareButtons kind="event" id={9} name={NAME} />);
    expect(screen.queryByRole('link')).toBeNull();
    await user.click(screen.getByRole('button', { name: `Share ${NAME}` }));
    expect(share).toHaveBeenCalledWith({
      title: NAME,
      text: `Join or support ${NAME} on Tabang.`,
      url: `${window.location.origin}/event/9`,
    });
  });

  it('a closed share sheet is no error; a failing one gives way to the links, Messenger too', async () => {
    pointer(true);
    const user = userEvent.setup();
    const share = vi
      .fn()
      .mockRejectedValueOnce(new DOMException('Cancelled', 'AbortError'))
      .mockRejectedValueOnce(new DOMException('Nope', 'NotAllowedError'));
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator), { share }));
    render(<ShareButtons kind="charity" id={3} name={NAME} />);
    const button = screen.getByRole('button', { name: `Share ${NAME}` });
    await user.click(button);
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(button).toBeInTheDocument();
    await user.click(button);
    expect(await screen.findByRole('status')).toHaveTextContent(/Sharing did not work/);
    const url = encodeURIComponent(`${window.location.origin}/charity/3`);
    expect(screen.getByRole('link', { name: `Send ${NAME} in Messenger (opens the app)` })).toHaveAttribute(
      'href',
      `fb-messenger://share/?link=${url}`,
    );
    expect(screen.getByRole('link', { name: /on Facebook/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeInTheDocument();
  });

  it('a phone without a share sheet gets the links, Messenger included', () => {
    pointer(true);
    render(<ShareButtons kind="charity" id={3} name={NAME} />);
    expect(screen.getByRole('link', { name: /in Messenger/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: `Share ${NAME}` })).toBeNull();
  });
});
