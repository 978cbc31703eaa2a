/**
 * The loading state and an error boundary around `lazyPart` components (./lazy-part.tsx): a dialog loaded when
 * first opened shows its frame with 読み込み中... meanwhile, and an error with 再試行 when its chunk cannot load.
 *
 * @example
 * <LazyBoundary loading={<p>読み込み中...</p>} failed={(retry) => <button onClick={retry}>再試行</button>}>
 *   <picker.Component … />
 * </LazyBoundary>
 */
import { Component, type ReactNode } from 'react';
import { PartLoading } from './lazy-part.tsx';

/** Props of `LazyBoundary`. */
export interface LazyBoundaryProps {
  /** Shown while the chunk loads. */
  loading: ReactNode;
  /** Shown when the chunk failed to load; `retry` loads it again. */
  failed(retry: () => void): ReactNode;
  children: ReactNode;
}

/** The loading state and an error boundary around `lazyPart` components. */
export class LazyBoundary extends Component<LazyBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  private readonly retry = () => this.setState({ failed: false });

  override render() {
    if (this.state.failed) return this.props.failed(this.retry);
    return <PartLoading value={this.props.loading}>{this.props.children}</PartLoading>;
  }
}
