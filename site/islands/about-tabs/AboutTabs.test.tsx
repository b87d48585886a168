import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { defaultSiteContent } from '../../../shared/site-content/defaults.ts';
import { localize } from '../../../shared/site-content/localize.ts';
import AboutTabs from './AboutTabs.tsx';

const { tabs, title } = localize(defaultSiteContent.about, 'en').purpose;
const Tabs = () => <AboutTabs tabs={tabs} label={title} />;

describe('AboutTabs', () => {
  it('opens on Mission', () => {
    render(<Tabs />);
    expect(screen.getByRole('tab', { name: 'Mission' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Mission' })).toHaveTextContent('Our Mission');
    expect(screen.queryByRole('tabpanel', { name: 'Vision' })).not.toBeInTheDocument();
  });

  it('switches panels by click', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
    await user.click(screen.getByRole('tab', { name: 'Values' }));
    expect(screen.getByRole('tabpanel', { name: 'Values' })).toHaveTextContent('Our Values');
  });

  it('moves between tabs with the arrow keys, Home and End, wrapping around', async () => {
    const user = userEvent.setup();
    render(<Tabs />);
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
