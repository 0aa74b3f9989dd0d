import * as React from 'react';

export interface AdErrorBoundaryProps {
  /** Called once when something inside crashes, e.g. to send the `ad` / `crash` event. */
  onCrash: (error: unknown) => void;
  children: React.ReactNode;
}

/** An ad must never take the page down: on a crash the whole slot disappears. */
export class AdErrorBoundary extends React.Component<AdErrorBoundaryProps, { crashed: boolean }> {
  state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  componentDidCatch(error: unknown): void {
    this.props.onCrash(error);
  }

  render(): React.ReactNode {
    return this.state.crashed ? null : this.props.children;
  }
}
