import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LeadsChart } from './LeadsChart.tsx';
import { must } from '../../../shared/must.ts';

const weeks = Array.from({ length: 12 }, (_, index) => ({
  weekStart: new Date(Date.UTC(2026, 8, 6 + index * 7)).toISOString().slice(0, 10),
  messages: index,
  subscribers: index % 3,
}));

describe('LeadsChart', () => {
  it('gives screen readers a table of the twelve weeks instead of the drawing', () => {
    const { container } = render(<LeadsChart weeks={weeks} />);
    expect(must(container.querySelector('svg')).closest('[aria-hidden="true"]')).not.toBeNull();
    const table = screen.getByRole('table', { name: 'Contact messages and new newsletter subscribers, last 12 weeks.' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(
      within(must(rows[12]))
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['11', '2']);
    expect(within(must(rows[1])).getByRole('rowheader')).toHaveTextContent('6 Sept');
  });

  it('sums the period up in words', () => {
    render(<LeadsChart weeks={weeks} />);
    expect(screen.getByText('Over the last 12 weeks: 66 messages and 12 new subscribers.')).toBeInTheDocument();
  });
});
