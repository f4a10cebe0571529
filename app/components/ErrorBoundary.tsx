// Error boundaries: one failing panel shows a clear message with a way back, and the rest of the page
// stays; the root one keeps a blank page from ever being what a learner sees.
import { Component, type ReactNode } from 'react';
import { TID } from '../testids';

interface Props {
  /** What the message says and offers, in the reader's language. */
  message: string;
  retryLabel: string;
  /** Extra way back (e.g. a link home); the boundary always offers "try again". */
  extra?: ReactNode;
  onReset?: () => void;
  /** When this changes (the reader went elsewhere), a shown error is cleared and the children tried again. */
  resetKey?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
  /** The resetKey the children were rendered with. */
  key: string | undefined;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, key: this.props.resetKey };

  static getDerivedStateFromError(error: unknown) {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    return props.resetKey === state.key ? null : { error: null, key: props.resetKey };
  }

  override componentDidCatch(error: unknown) {
    // Keep the cause visible to developers; the learner sees the message below.
    console.warn('A panel failed and was replaced by its error message:', error);
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    return (
      <div
        role="alert"
        data-testid={TID.panelError}
        className="rounded-md border border-rose-700 bg-rose-50 p-3 text-rose-950 dark:bg-rose-950 dark:text-rose-100"
      >
        <p className="font-semibold">{this.props.message}</p>
        <p className="mt-1 font-mono text-xs break-all">{error.message}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className="btn"
            onClick={() => {
              this.props.onReset?.();
              this.setState({ error: null });
            }}
          >
            {this.props.retryLabel}
          </button>
          {this.props.extra}
        </div>
      </div>
    );
  }
}
