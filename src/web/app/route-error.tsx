import { Component, type ReactNode } from 'react';
import { useTranslation } from '../lib/texts/use-translation.ts';
import { Button } from '../components/ui/button.tsx';

/** What a render or lazy-chunk failure (e.g. a stale chunk after a deploy) shows, with a way back. */
export function RouteError({ error }: { error: unknown }) {
  const { t } = useTranslation();
  console.error(error);
  return (
    <main id="main" role="alert" className="grid min-h-dvh place-items-center px-4">
      <div className="max-w-md text-center">
        <h1 className="text-3xl font-bold">{t('common.somethingWrong')}</h1>
        <p className="mt-3 text-muted-foreground">{t('common.somethingWrongHint')}</p>
        <Button className="mt-6" onClick={() => window.location.reload()}>
          {t('common.reload')}
        </Button>
      </div>
    </main>
  );
}

interface BoundaryProps {
  /** The address shown: a new one clears the error and tries its screen. */
  locationKey: string;
  children: ReactNode;
}

interface BoundaryState {
  failure: { error: unknown } | null;
  locationKey: string;
}

/** Shows RouteError instead of a screen that failed, until the visitor goes to another address. */
export class RouteErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  state: BoundaryState = { failure: null, locationKey: this.props.locationKey };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { failure: { error } };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    return props.locationKey === state.locationKey ? null : { failure: null, locationKey: props.locationKey };
  }

  render() {
    return this.state.failure ? <RouteError error={this.state.failure.error} /> : this.props.children;
  }
}
