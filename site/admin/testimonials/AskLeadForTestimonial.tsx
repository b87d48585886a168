import { MessageSquareQuote } from 'lucide-react';
import { useState } from 'react';
import { mayUse } from '../../../shared/roles.ts';
import { useText } from '../i18n/text.ts';
import type { ContactMessage } from '../lib/api-types.ts';
import { useProjects } from '../projects/use-projects.ts';
import { useSignedInUser } from '../session/signed-in-user.tsx';
import { Button } from '../ui/Button.tsx';
import { RequestDialog } from './RequestDialog.tsx';
import { useTestimonialRequests } from './use-testimonials.ts';

/**
 * "Ask for a testimonial" on a won lead: the review link's form with the client's name, email, project and
 * language filled in. Only for the roles that may make review links.
 */
export function AskLeadForTestimonial({ lead }: { lead: ContactMessage }) {
  const t = useText().testimonials;
  const user = useSignedInUser();
  const [open, setOpen] = useState(false);
  const allowed = mayUse(user, 'testimonials');
  const projects = useProjects({ enabled: allowed && open });
  const requests = useTestimonialRequests({ enabled: allowed && open });
  if (!allowed) return null;
  // The project select can show the lead's project only once its options are there.
  const ready = !projects.isPending;
  return (
    <>
      <Button variant="secondary" busy={open && !ready} onClick={() => setOpen(true)}>
        <MessageSquareQuote aria-hidden="true" />
        {t.askLead}
      </Button>
      <RequestDialog
        open={open && ready}
        projects={projects.data ?? []}
        mailEnabled={requests.data?.mailEnabled ?? false}
        onClose={() => setOpen(false)}
        prefill={{ name: lead.name, email: lead.email ?? '', projectId: lead.projectId, lang: lead.lang }}
      />
    </>
  );
}
