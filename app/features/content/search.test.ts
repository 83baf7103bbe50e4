import { describe, expect, it } from 'vitest'
import { filterBySearch, normaliseForSearch } from './search'

const articles = [
  { title: 'Breaking the Silence on Stigma', category: 'Community' },
  { title: 'Sleep and the Anxious Mind', category: 'Anxiety' },
  { title: 'Kukabiliana na Huzuni', category: 'Huzuni' },
  { title: 'Café conversations at work', category: 'Workplace' },
]
const search = (query: string) => filterBySearch(articles, query, (article) => [article.title, article.category])
const titles = (query: string) => search(query).map((article) => article.title)

describe('normaliseForSearch', () => {
  it('lowers the case and drops accents', () => {
    expect(normaliseForSearch('CAFÉ Ñandú Über')).toBe('cafe nandu uber')
  })
})

describe('filterBySearch', () => {
  it('keeps every item for an empty or blank query', () => {
    expect(search('')).toHaveLength(articles.length)
    expect(search('   ')).toHaveLength(articles.length)
  })

  it('matches any of the texts, whatever the case', () => {
    expect(titles('STIGMA')).toEqual(['Breaking the Silence on Stigma'])
    expect(titles('anxiety')).toEqual(['Sleep and the Anxious Mind'])
    expect(titles('huzuni')).toEqual(['Kukabiliana na Huzuni'])
  })

  it('ignores accents on either side', () => {
    expect(titles('cafe')).toEqual(['Café conversations at work'])
    expect(titles('conversatíons')).toEqual(['Café conversations at work'])
  })

  it('needs every word of the query, in any order', () => {
    expect(titles('mind sleep')).toEqual(['Sleep and the Anxious Mind'])
    expect(titles('sleep stigma')).toEqual([])
  })

  it('finds nothing for a word none of the texts has', () => {
    expect(search('xylophone')).toEqual([])
  })
})
