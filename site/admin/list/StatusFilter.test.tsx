import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { en } from '../i18n/en.ts';
import { messageFilters } from '../messages/message-filter.ts';
import { projectFilters } from '../projects/project-filter.ts';
import { StatusFilter } from './StatusFilter.tsx';

const MESSAGE_FILTERS = messageFilters(en.messages);
const PROJECT_FILTERS = projectFilters(en.projects);

const optionsShown = () => screen.getAllByRole('option').map((option) => [(option as HTMLOptionElement).value, option.textContent]);

describe('StatusFilter', () => {
  it('offers the messages screen the inbox, everything, and each status', () => {
    render(<StatusFilter label="Show" options={MESSAGE_FILTERS} value="inbox" onChange={() => {}} />);
    expect(optionsShown()).toEqual([
      ['inbox', 'Inbox (all but Archived and Spam)'],
      ['all', 'All messages'],
      ['New', 'New'],
      ['Read', 'Read'],
      ['Replied', 'Replied'],
      ['Archived', 'Archived'],
      ['Spam', 'Spam'],
    ]);
    expect(screen.getByLabelText('Show')).toHaveValue('inbox');
  });

  it('offers the projects screen every project, drafts and published ones', () => {
    render(<StatusFilter label="Show" options={PROJECT_FILTERS} value="all" onChange={() => {}} />);
    expect(optionsShown()).toEqual([
      ['all', 'All projects'],
      ['Draft', 'Draft'],
      ['Published', 'Published'],
    ]);
  });

  it('hands back the value of the option chosen', async () => {
    const onChange = vi.fn();
    render(<StatusFilter label="Show" options={PROJECT_FILTERS} value="all" onChange={onChange} />);
    await userEvent.selectOptions(screen.getByLabelText('Show'), 'Draft');
    expect(onChange).toHaveBeenCalledWith('Draft');
  });
});
