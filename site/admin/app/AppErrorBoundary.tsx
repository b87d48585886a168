import { Component, type ReactNode } from 'react';
import { ErrorState } from '../ui/ErrorState.tsx';
import { useText } from '../i18n/text.ts';

function CrashedScreen() {
  const text = useText();
  return (
    <main className="grid min-h-dvh place-items-center p-6">
      <ErrorState title={text.app.crashedTitle} message={text.app.crashedMessage} onRetry={() => window.location.reload()} />
    </main>
  );
}

/**
 * A screen that crashes shows a way out instead of a blank page; the error still reaches the console.
 */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[admin] a screen failed:', error);
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return <CrashedScreen />;
  }
}
