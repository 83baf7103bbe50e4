import type { FileAnswer, RouteName, Routes } from '../../api/contract/routes'
import { endpoints } from '../../api/contract/endpoints'
import { httpErrorFrom } from './http-error'

/** The contract's GET routes without path parameters that answer with a file. */
type FileRead = {
  [N in RouteName]: Routes[N]['responses'] extends { 200: FileAnswer }
    ? (typeof endpoints)[N]['path'] extends `${string}:${string}`
      ? never
      : N
    : never
}[RouteName]

/** The file name of a Content-Disposition header (`attachment; filename="my-data-2026-11-24.json"`). */
export function attachmentName(header: string | null): string | null {
  const match = /filename="([^"]+)"|filename=([^;\s]+)/.exec(header ?? '')
  return match ? (match[1] ?? match[2] ?? null) : null
}

/**
 * Reads a file the server answers as an attachment, with the session's cookies (errors as
 * HttpError, as callApi throws them), and saves it on the device under the server's file name.
 */
export async function downloadFile(name: FileRead, fallbackName: string): Promise<void> {
  const response = await fetch(endpoints[name].path, { method: 'GET', credentials: 'include' })
  if (!response.ok) throw await httpErrorFrom(response)
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName
  document.body.append(link)
  link.click()
  link.remove()
  // Let go a little later: some browsers start reading the URL only after the click has returned.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
