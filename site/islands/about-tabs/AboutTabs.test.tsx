import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import AboutTabs from './AboutTabs.tsx';

describe('AboutTabs', () => {
  it('opens on Mission', () => {
    render(<AboutTabs />);
    expect(screen.getByRole('tab', { name: 'Mission' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Mission' })).toHaveTextContent('Our Mission');
    expect(screen.queryByRole('tabpanel', { name: 'Vision' })).not.toBeInTheDocument();
  });

  it('switches panels by click', async () => {
    const user = userEvent.setup();
    render(<AboutTabs />);
    await user.click(screen.getByRole('tab', { name: 'Values' }));
    expect(screen.getByRole('tabpanel', { name: 'Values' })).toHaveTextContent('Our Values');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<AboutTabs />);
    await user.click(screen.getByRole('tab', { name: 'Mission' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Vision' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Vision' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Values' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Mission' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Values' })).toHaveAttribute('aria-selected', 'true');
  });
});
