import { helplineById, helplines } from './helplines'

/** The emergency numbers (docs/product.md#12-crisis-resources), one per country, in the countries' order. */
export const emergencyLines = helplines.filter((line) => line.emergency)

/**
 * The line to talk to someone now, one per country: the national, free line closest to
 * emotional support (Tanzania has no verified adult line yet, so its national child helpline).
 */
export const talkNowLines = [
  'ke-red-cross',
  'tz-child-helpline',
  'ug-mental-health-uganda',
  'rw-health-helpline',
  'ng-surpin',
].map(helplineById)

export const textLines = helplines.filter((line) => line.channel === 'text')
