import { Component, useEffect, type ErrorInfo, type ReactNode } from 'react';
import { Link, useRouter, useRouterState, type ErrorComponentProps } from '@tanstack/react-router';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { format, useMessages } from '../../i18n';
import { errorMessages } from '../../i18n/frame';
import { ApiError } from '../../lib/api-error';
import { FailureDetail } from '../ui/failure-detail';
import { reloadAfterChunkError, sessionStorageOrUndefined } from '../../lib/chunk-reload';
import { describeError, notFoundDataMessage } from './error-status';
import { ErrorRegion } from './main-landmark';
import { usePageMeta } from './use-page-meta';
import styles from './error-page.module.css';

interface ErrorPageProps {
  status: number;
  /**
   * The words the failure came with (the server's Message, or a thrown error's own). The heading
   * is always ours, in the visitor's language ('Error', or the not-found sentence for a 404);
   * these words follow beneath it as a detail.
   */
  message?: string;
  /** Offers "Try again" (not for 404s: trying again will not make the page exist). */
  onRetry?: () => void;
  /** A failed code chunk: offers a reload instead. */
  chunk?: boolean;
}

/** The error page: the status, our sentence and the failure's own words; a 404 links home. */
export function ErrorPage({ status, message, onRetry, chunk = false }: ErrorPageProps) {
  const t = useMessages(errorMessages);
  const notFound = status === 404;
  const text = chunk ? t.newVersion : notFound ? t.notFound : t.defaultMessage;
  const detail = chunk ? undefined : message;
  usePageMeta({ title: notFound ? t.notFound : format(t.status, { status }) });
  return (
    <ErrorRegion className={styles.page}>
      <ErrorArt />
      <h1 className={styles.heading}>
        <span className={styles.status}>{status}</span>
        <span className={styles.message}>{text}</span>
      </h1>
      {detail && (
        <p className={styles.detail}>
          <FailureDetail text={detail} />
        </p>
      )}
      <div className={styles.actions}>
        {notFound && (
          <Link to="/" className={styles.primary}>
            {t.backHome}
          </Link>
        )}
        {chunk && (
          <button type="button" className={styles.primary} onClick={() => window.location.reload()}>
            {t.reload}
          </button>
        )}
        {!notFound && !chunk && onRetry && (
          <button type="button" className={styles.primary} onClick={onRetry}>
            {t.tryAgain}
          </button>
        )}
      </div>
    </ErrorRegion>
  );
}

/**
 * The 404 page of unknown paths, of /404 and of "not found" thrown by loaders: an `ApiError` 404
 * (the router treats it as not-found too) or a not-found carrying the server's message
 * (lib/not-found) shows that message.
 */
export function NotFoundPage(props: { data?: unknown }) {
  const apiMessage = useRouterState({
    select: (state) => {
      const match = state.matches.find(
        (candidate) => candidate.status === 'notFound' || candidate._notFound,
      );
      return match?.error instanceof ApiError ? match.error.serverMessage : undefined;
    },
  });
  return <ErrorPage status={404} message={apiMessage ?? notFoundDataMessage(props)} />;
}

/** A route error: mapped to status and message; failed chunks reload the page once a minute. */
export function RouteErrorPage({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const { reset: resetQueries } = useQueryErrorResetBoundary();
  const description = describeError(error);

  useEffect(() => {
    if (description.kind === 'chunk') {
      reloadAfterChunkError(error, {
        storage: sessionStorageOrUndefined(),
        reload: () => window.location.reload(),
      });
    }
  }, [description.kind, error]);

  return (
    <ErrorPage
      status={description.status}
      message={description.message}
      chunk={description.kind === 'chunk'}
      onRetry={() => {
        resetQueries();
        reset();
        void router.invalidate();
      }}
    />
  );
}

function ErrorPageFailed() {
  const t = useMessages(errorMessages);
  return (
    <ErrorRegion className={styles.page}>
      <h1 className={styles.heading}>
        <span className={styles.message}>{t.errorPageFailed}</span>
      </h1>
      <div className={styles.actions}>
        {/* A plain link: the router itself may be what failed. */}
        <a href="/" className={styles.primary}>
          {t.goHome}
        </a>
      </div>
    </ErrorRegion>
  );
}

/** Catches a failure of the error page itself (spec section 8). */
export class ErrorPageBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[error page] failed while showing an error', error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? <ErrorPageFailed /> : this.props.children;
  }
}

/** RouteErrorPage inside its own safety net: the errorComponent the frame gives the router. */
export function SafeRouteErrorPage(props: ErrorComponentProps) {
  return (
    <ErrorPageBoundary>
      <RouteErrorPage {...props} />
    </ErrorPageBoundary>
  );
}

function ErrorArt() {
  return (
    <svg className={styles.art} viewBox="0 0 200 120" aria-hidden="true" focusable="false">
      <circle cx="100" cy="120" r="96" fill="none" stroke="var(--color-border)" strokeWidth="6" />
      <circle
        cx="100"
        cy="120"
        r="70"
        fill="none"
        stroke="var(--color-accent)"
        strokeWidth="4"
        strokeDasharray="10 14"
      />
      <circle cx="100" cy="120" r="44" fill="none" stroke="var(--color-primary)" strokeWidth="5" />
      <path d="M56 120a44 44 0 0 1 88 0" fill="var(--color-band)" />
    </svg>
  );
}
