import { Redirect, useParams } from 'wouter';
import { NotFoundView } from '../app/NotFoundView.tsx';
import { useAdminLanguage, useText } from '../i18n/text.ts';
import { ErrorState } from '../ui/ErrorState.tsx';
import { PageHeader } from '../ui/PageHeader.tsx';
import { TableSkeleton } from '../ui/TableSkeleton.tsx';
import { HistoryScreen } from './HistoryScreen.tsx';
import { contentScreens, HISTORY_SLUG, SITE_CONTENT_BASE } from './screens.ts';
import { ScreenTabs } from './ScreenTabs.tsx';
import { SectionForm } from './SectionForm.tsx';
import { StatusBar } from './StatusBar.tsx';
import { useSiteContent } from './use-site-content.ts';

/** /admin/site-content/:screen — one screen per section of the public site, plus History. */
export default function SiteContentPage() {
  const text = useText();
  const t = text.siteContent;
  const screens = contentScreens(useAdminLanguage());
  const { screen: slug } = useParams<{ screen?: string }>();
  const content = useSiteContent();
  if (!slug) return <Redirect to={`${SITE_CONTENT_BASE}/${screens[0]?.slug}`} replace />;
  const screen = screens.find((candidate) => candidate.slug === slug);
  if (!screen && slug !== HISTORY_SLUG) return <NotFoundView />;

  const body = () => {
    if (content.isPending) return <TableSkeleton rows={6} label={t.loading} />;
    if (content.isError) return <ErrorState title={t.loadFailed} message={content.error.message} onRetry={() => void content.refetch()} />;
    const state = content.data;
    return (
      <>
        <StatusBar state={state} previewPage={screen?.previewPage ?? ''} />
        <ScreenTabs current={slug} changed={state.changedSections} />
        {screen ? (
          <SectionForm
            key={`${screen.section}:${state.sections[screen.section].version}`}
            screen={screen}
            state={state.sections[screen.section]}
            onReload={() => content.refetch()}
          />
        ) : (
          <HistoryScreen />
        )}
      </>
    );
  };

  return (
    <div className="min-w-0 max-w-5xl">
      <PageHeader title={t.title} description={t.description} />
      {body()}
    </div>
  );
}
