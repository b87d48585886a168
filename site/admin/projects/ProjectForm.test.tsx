import { text } from '../i18n/text.ts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $toasts } from '../../islands/toaster/toast-store.ts';
import { renderAdmin } from '../test/render-admin.tsx';
import { ProjectForm } from './ProjectForm.tsx';
import { projectMessages } from '../../../shared/messages/projects.ts';

afterEach(() => {
  vi.restoreAllMocks();
  $toasts.set([]);
});

const renderNewProjectForm = () =>
  renderAdmin(
    <>
      <ProjectForm project={null} formId="project-form" onSaved={vi.fn()} onBusyChange={vi.fn()} />
      <button type="submit" form="project-form">
        Create project
      </button>
    </>,
    { path: '/admin/projects' },
  );

describe('ProjectForm', () => {
  it('starts a new project as residential with the slug following the title', async () => {
    renderNewProjectForm();
    expect(screen.getByLabelText('Category')).toHaveValue('residential');
    await userEvent.type(screen.getByLabelText('Title'), "Maadi Chef's Kitchen");
    expect(screen.getByLabelText('Slug')).toHaveValue('maadi-chefs-kitchen');
  });

  it('refuses to send a project without a main image', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    renderNewProjectForm();
    await userEvent.type(screen.getByLabelText('Title'), 'Garden City Office');
    await userEvent.type(screen.getByLabelText('Subtitle'), 'A calm office for a law firm.');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    await vi.waitFor(() => expect($toasts.get()[0]).toMatchObject({ title: 'Missing main image', description: 'Please upload at least one image for this project.' }));
    expect(screen.getByText(projectMessages.imageUrlRequired)).toBeInTheDocument();
    // Reading the Arabic texts is fine; nothing is written.
    const writes = fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? (input instanceof Request ? input.method : 'GET')) !== 'GET');
    expect(writes).toEqual([]);
  });

  it('has an Arabic section typed right to left', () => {
    renderNewProjectForm();
    const { fields } = text.projects.arabicSection;
    for (const label of [fields.title, fields.description, fields.fullDescription, fields.location]) {
      expect(screen.getByLabelText(label)).toHaveAttribute('dir', 'rtl');
      expect(screen.getByLabelText(label)).toHaveAttribute('lang', 'ar');
    }
  });

  it('refuses an Arabic title shorter than the English rule allows', async () => {
    renderNewProjectForm();
    await userEvent.type(screen.getByLabelText(text.projects.arabicSection.fields.title), 'اب');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findAllByText(projectMessages.titleTooShort)).toHaveLength(2);
  });

  it('shows the spec messages for short fields', async () => {
    renderNewProjectForm();
    await userEvent.type(screen.getByLabelText('Title'), 'ab');
    await userEvent.type(screen.getByLabelText('Subtitle'), 'short');
    await userEvent.click(screen.getByRole('button', { name: 'Create project' }));
    expect(await screen.findByText(projectMessages.titleTooShort)).toBeInTheDocument();
    expect(screen.getByText(projectMessages.slugTooShort)).toBeInTheDocument();
    expect(screen.getByText(projectMessages.descriptionTooShort)).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveFocus();
  });
});
