import { Component, type ErrorInfo, type ReactNode } from 'react';

interface Props {
  type: string;
  id: string;
  children: ReactNode;
}

/** foundation.md: 'Error rendering component' with type and id, plus a console error. */
export function ComponentError({ type, id }: { type: string; id: string }) {
  return (
    <div className="one-component-error" role="alert">
      {/* Its own element, so the message reads (and is found) as exactly the spec's words. */}
      <p className="one-component-error-title">Error rendering component</p>
      <small>
        Type: {type} · ID: {id}
      </small>
    </div>
  );
}

export class ComponentErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error(
      `Error rendering component ${this.props.type} (${this.props.id})`,
      error,
      info.componentStack,
    );
  }

  override componentDidUpdate(previous: Props): void {
    // A new render of the same component (e.g. its data was fixed in the editor) gets a new try.
    if (this.state.failed && previous.children !== this.props.children)
      this.setState({ failed: false });
  }

  override render(): ReactNode {
    if (this.state.failed) return <ComponentError type={this.props.type} id={this.props.id} />;
    return this.props.children;
  }
}
