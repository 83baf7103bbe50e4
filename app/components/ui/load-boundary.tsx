import { Component, type ReactNode } from 'react'

type Props = { children: ReactNode; failed: ReactNode }

/**
 * Around a part of the page loaded on its own (LoadLater): if its file never arrives, `failed`
 * takes its place, and the rest of the page, header and all, goes on working.
 */
export class LoadBoundary extends Component<Props, { error: boolean }> {
  override state = { error: false }

  static getDerivedStateFromError() {
    return { error: true }
  }

  override render() {
    return this.state.error ? this.props.failed : this.props.children
  }
}
