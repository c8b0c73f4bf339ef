/** @jsxRuntime automatic */
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

interface Props {
  /** What failed, for the console: "the Learn page", "a drawing". */
  readonly where: string;
  /** Shown instead of the part that failed. */
  readonly fallback: ReactNode;
  readonly children: ReactNode;
}

/**
 * Stands in for a part of the page that failed: a chunk loaded on first use (a page, the notebook, a drawing)
 * can fail to arrive, on a flaky connection or after a new version of the game was deployed under the open
 * page, and without a boundary React would unmount the whole screen, the game with it. The failure is
 * reported in the console with what failed; the rest of the screen stays.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(`Among Cultists: ${this.props.where} failed to load or draw`, error, info.componentStack);
  }

  override render(): ReactNode {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** The words for a part of the page that could not be loaded, and a way to try again. */
export function LoadFailed() {
  const { t } = useTranslation();
  return (
    <div className="panel load-failed" role="alert">
      <p>{t('app.loadFailed')}</p>
      <button
        type="button"
        onClick={() => {
          window.location.reload();
        }}
      >
        {t('app.reload')}
      </button>
    </div>
  );
}
