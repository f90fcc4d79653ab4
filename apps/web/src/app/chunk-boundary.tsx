import { Component, type ComponentType, type ErrorInfo, lazy, type ReactNode } from 'react';
import { useShellText } from '../lib/i18n';
import { useOnline } from '../pwa/offline-state';

/** A script chunk that could not be fetched: each browser words the failed dynamic import its own way. */
export const isChunkLoadError = (error: unknown) =>
  error instanceof Error &&
  /dynamically imported module|Importing a module script failed|error loading dynamically imported/i.test(
    error.message,
  );

/**
 * React.lazy keeps a failed load for good. This one replaces itself after a failure, so that rendering it again
 * (Try again, or the connection coming back) fetches the chunk again.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint on the component's props
export function lazyRetrying<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  const fresh = () =>
    lazy(() =>
      load().catch((error: unknown) => {
        current = fresh();
        throw error;
      }),
    );
  let current = fresh();
  // biome-ignore lint/correctness/noComponentHookFactories: made once per chunk at module level, as React.lazy is
  // biome-ignore lint/suspicious/noExplicitAny: the props are the loaded component's
  return function Retrying(props: any) {
    const Current = current;
    return <Current {...props} />;
  };
}

type Props = {
  children: ReactNode;
  /** What shows instead of a chunk that could not load; by default the offline message with Try again. */
  fallback?: (retry: () => void) => ReactNode;
  /** A change of it (the path, on navigation) clears a failure: the next page gets its own try. */
  resetKey?: string;
};

/**
 * Catches a chunk that failed to load (offline, and never kept on this device) and shows the offline message with
 * Try again instead of a blank screen. Coming back online tries again by itself. Other errors pass on.
 */
export class ChunkBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError(error: unknown) {
    if (!isChunkLoadError(error)) throw error;
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (!isChunkLoadError(error)) console.error(error, info.componentStack);
  }
  override componentDidMount() {
    window.addEventListener('online', this.retry);
  }
  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.retry();
  }
  override componentWillUnmount() {
    window.removeEventListener('online', this.retry);
  }
  retry = () => this.setState({ failed: false });
  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback ? this.props.fallback(this.retry) : <ChunkFailed retry={this.retry} />;
  }
}

/** The offline page's message; online (a chunk gone after a new version, say), "can't reach Tabang". */
function ChunkFailed({ retry }: { retry: () => void }) {
  const t = useShellText();
  const online = useOnline();
  return (
    <section className="container-page py-12" aria-labelledby={online ? undefined : 'chunk-failed-title'}>
      {online ? (
        <p role="alert" className="mb-6 max-w-prose text-stone-700">
          {t('errors.offline')}
        </p>
      ) : (
        <>
          <h1 id="chunk-failed-title" className="mb-4 text-3xl font-extrabold">
            {t('offline.pageTitle')}
          </h1>
          <p className="mb-6 max-w-prose text-stone-700">{t('offline.pageBody')}</p>
        </>
      )}
      <button
        type="button"
        className="btn-primary"
        // Online, the page itself may be from an older version whose chunks are gone: load it afresh.
        onClick={() => (online ? window.location.reload() : retry())}
      >
        {t('offline.tryAgain')}
      </button>
    </section>
  );
}
