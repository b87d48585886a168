import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import MobileMenu from './MobileMenu.tsx';

describe('MobileMenu', () => {
  it('holds the header links, GET A QUOTE and ADMIN, with the current page marked', () => {
    render(<MobileMenu currentPath="/services" />);
    const menu = within(screen.getByRole('dialog', { hidden: true }));
    const links = menu.getAllByRole('link', { hidden: true }).map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['HOME', '/'],
      ['ABOUT', '/about'],
      ['SERVICES', '/services'],
      ['CONTACT', '/contact'],
      ['GET A QUOTE', '/contact'],
      ['ADMIN', '/admin/login'],
    ]);
    expect(menu.getByRole('link', { name: 'SERVICES', hidden: true })).toHaveAttribute('aria-current', 'page');
    expect(menu.getByRole('link', { name: 'HOME', hidden: true })).not.toHaveAttribute('aria-current');
  });

  it('opens from the menu button and closes from the close button', async () => {
    const user = userEvent.setup();
    render(<MobileMenu currentPath="/" />);
    const opener = screen.getByRole('button', { name: 'Open menu' });
    expect(opener).toHaveAttribute('aria-expanded', 'false');
    await user.click(opener);
    expect(opener).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: 'Close menu', hidden: true }));
    expect(opener).toHaveAttribute('aria-expanded', 'false');
  });
});
