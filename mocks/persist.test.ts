import { beforeEach, describe, expect, it } from 'vitest'
import { restoreStore, saveStore } from './persist'
import { insert, resetStore, store } from './store'

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => items.set(key, value),
  }
}

describe('browser persistence', () => {
  beforeEach(() => resetStore())

  it('restores what was saved, sequences included', () => {
    const storage = memoryStorage()
    const user = insert('users', { username: 'kept', password: 'secret-1', role: 'user', createdAt: '' })
    saveStore(storage)
    resetStore()
    restoreStore(storage)
    expect(store.users.at(-1)).toEqual(user)
    expect(insert('users', { username: 'next', password: null, role: 'user', createdAt: '' }).id).toBe(user.id + 1)
  })

  it('ignores a missing, corrupt or incomplete snapshot', () => {
    const seeded = structuredClone(store)
    for (const saved of [null, '{nope', '{"users":[]}']) {
      const storage = memoryStorage()
      if (saved !== null) storage.setItem('wellness.mock-store', saved)
      restoreStore(storage)
      expect(store).toEqual(seeded)
    }
  })
})
