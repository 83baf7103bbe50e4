import { target } from './target'

export type MediaReply = { status: number; headers: Headers; bytes: Uint8Array }

/** A /media answer (outside /api, so outside the route table): a photo URL as the app loads it. */
export async function fetchMedia(path: string, init: RequestInit = {}): Promise<MediaReply> {
  const response = await fetch(`${target().baseUrl}${path}`, init)
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) }
}
