import { commonText } from '../i18n/common';
import { LanguageContext } from '../i18n/text';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { reportError } from '../lib/track';
import { Button } from './button';

type Props = { children: ReactNode; resetKey?: string };
type State = { error: Error | null };

/**
 * Wraps every page (docs/product.md, Screens and routes): 'Something went wrong' with Reload Page and Try Again.
 * Navigating elsewhere (a new resetKey) clears the error too.
 */
export class ErrorBoundary extends Component<Props, State> {
  static override contextType = LanguageContext;
  declare context: React.ContextType<typeof LanguageContext>;
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.warn('Page error', error.message, info.componentStack?.split('\n')[1]?.trim());
    reportError(error, { componentStack: info.componentStack ?? undefined });
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.error && previous.resetKey !== this.props.resetKey) this.setState({ error: null });
  }

  override render() {
    if (!this.state.error) return this.props.children;
    const t = commonText[this.context.language].pageError;
    return (
      <div role="alert" className="mx-auto flex max-w-md flex-col items-center px-6 py-20 text-center">
        <div className="mb-4 text-5xl" aria-hidden="true">☾</div>
        <h1 className="font-display text-3xl font-bold text-night-800">{t.title}</h1>
        <p className="mt-3 text-muted">{t.body}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Button onClick={() => window.location.reload()}>{t.reload}</Button>
          <Button variant="secondary" onClick={() => this.setState({ error: null })}>
            {t.retry}
          </Button>
        </div>
      </div>
    );
  }
}
