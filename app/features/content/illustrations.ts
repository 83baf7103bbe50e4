import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import moon from '../../assets/images/content-moon.svg'
import path from '../../assets/images/content-path.svg'
import sprout from '../../assets/images/content-sprout.svg'
import sunrise from '../../assets/images/content-sunrise.svg'
import together from '../../assets/images/content-together.svg'
import waves from '../../assets/images/content-waves.svg'

/** A drawn picture for sample articles and video thumbnails; all are 320 x 180 (16:9). */
export type Illustration = { src: string; alt: MessageDescriptor }

export const illustrations = {
  moon: { src: moon, alt: msg`A crescent moon and stars over a quiet hill` },
  path: { src: path, alt: msg`A winding path through green hills towards the sun` },
  sprout: { src: sprout, alt: msg`A young plant growing from a pot in the sun` },
  sunrise: { src: sunrise, alt: msg`The sun rising over green hills` },
  together: { src: together, alt: msg`Two people sitting side by side` },
  waves: { src: waves, alt: msg`Calm waves under a soft pink sun` },
} satisfies Record<string, Illustration>

export type IllustrationName = keyof typeof illustrations
