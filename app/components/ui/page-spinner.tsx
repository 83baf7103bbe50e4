import { Spinner } from './spinner'

/** The pending screen of a route (session or code still loading). */
export function PageSpinner() {
  return <Spinner className="min-h-[50vh]" />
}
