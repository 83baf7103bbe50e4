import { describe, expect, it } from 'vitest'
import { HttpError } from '../http-error'
import { readSnapshot, saveSnapshot } from './snapshots'
import { useStoredCopies } from './stored-copies'
import { withSnapshot } from './with-snapshot'

const offline = () => Promise.reject(new TypeError('Failed to fetch'))
const until = async (check: () => Promise<unknown>) => {
  for (let tries = 0; tries < 50 && !(await check()); tries++) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe('withSnapshot', () => {
  it('stores a successful answer and shows it again when the network is gone, marked with its time', async () => {
    await withSnapshot({ key: 'directory:a', personal: false }, () => Promise.resolve(['Dr. Amina']))
    await until(() => readSnapshot('directory:a'))

    const shown = await withSnapshot({ key: 'directory:a', personal: false }, offline)

    expect(shown).toEqual(['Dr. Amina'])
    expect(useStoredCopies.getState().savedAt['directory:a']).toBeLessThanOrEqual(Date.now())
  })

  it('drops the mark once a fresh answer arrives', async () => {
    await saveSnapshot('directory:b', ['old'], false)
    await withSnapshot({ key: 'directory:b', personal: false }, offline)
    await withSnapshot({ key: 'directory:b', personal: false }, () => Promise.resolve(['new']))
    expect(useStoredCopies.getState().savedAt['directory:b']).toBeUndefined()
  })

  it('passes on a server’s answer rather than hiding it behind the stored copy', async () => {
    await saveSnapshot('directory:c', ['old'], false)
    const refused = withSnapshot({ key: 'directory:c', personal: false }, () =>
      Promise.reject(new HttpError(500, 'boom')),
    )
    await expect(refused).rejects.toThrow('500: boom')
  })

  it('fails as before when nothing was stored', async () => {
    await expect(withSnapshot({ key: 'never-stored', personal: false }, offline)).rejects.toThrow(TypeError)
  })
})
