import { Component, type ReactNode } from 'react';
import { t } from '../../i18n/index.ts';

interface Props {
  tag: string;
  children: ReactNode;
}

/**
 * One per island: a crash inside one element shows a short German fallback inside that element only;
 * every other island on the page keeps working (ARCHITECTURE.md §2).
 */
export class IslandErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error(`<${this.props.tag}> failed:`, error);
  }

  override render() {
    if (this.state.failed) return <IslandFallback message={t('insel.fehler')} />;
    return this.props.children;
  }
}

export function IslandFallback({ message }: { message: string }) {
  return (
    <p className="vk-island-fallback" role="alert">
      {message}
    </p>
  );
}
