import { Save } from 'lucide-react';
import { useCallback, useId, useState } from 'react';
import { useText } from '../i18n/text.ts';
import type { Project } from '../lib/api-types.ts';
import { Button } from '../ui/Button.tsx';
import { Sheet } from '../ui/Sheet.tsx';
import { ProjectForm, SAVE_AS_DRAFT } from './ProjectForm.tsx';

interface ProjectFormSheetProps {
  open: boolean;
  /** null adds a new project. */
  project: Project | null;
  onOpenChange: (open: boolean) => void;
}

/** The side panel 'Add New Project' / 'Edit Project'; the form inside is fresh each time it opens. */
export function ProjectFormSheet({ open, project, onOpenChange }: ProjectFormSheetProps) {
  const text = useText();
  const formId = useId();
  const [busy, setBusy] = useState(false);
  const onBusyChange = useCallback((value: boolean) => setBusy(value), []);
  const isNew = project === null;

  return (
    <Sheet
      open={open}
      onOpenChange={onOpenChange}
      title={isNew ? text.projects.panelAdd : text.projects.panelEdit}
      description={isNew ? text.projects.panelAddDescription : text.projects.panelEditDescription(project.title)}
      widthClass="sm:max-w-2xl"
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {text.common.cancel}
          </Button>
          <Button variant="secondary" type="submit" form={formId} value={SAVE_AS_DRAFT} disabled={busy}>
            {text.projects.saveAsDraft}
          </Button>
          <Button type="submit" form={formId} busy={busy}>
            {busy ? null : <Save aria-hidden="true" />}
            {isNew ? text.projects.create : text.projects.saveChanges}
          </Button>
        </>
      }
    >
      {open ? <ProjectForm key={project?.id ?? 'new'} project={project} formId={formId} onBusyChange={onBusyChange} onSaved={() => onOpenChange(false)} /> : null}
    </Sheet>
  );
}
