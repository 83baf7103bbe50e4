/** What other modules read of professionals: the directory card, and the professional's own profile. */
export {
  CHECK_COLUMNS,
  cardFacts,
  cardQuery,
  findOwnCard,
  presentCard,
  presentOwnCard,
  type CardRow,
} from './professional-card'
