import { HydrateWhenNear } from '../../components/hydrate-when-near'
import { Hero } from './hero'
import {
  About,
  BookingDemo,
  Contact,
  Directory,
  Journey,
  QaForum,
  Resources,
  Services,
  Stats,
  TheraLine,
} from './landing-sections'

/**
 * The landing page (docs/product.md#2-routes-and-screens), in the order given there. The
 * sections below the hero load their code and are taken over as they come near (HydrateWhenNear).
 */
export function LandingPage() {
  return (
    <>
      <Hero />
      <HydrateWhenNear part={Stats} />
      <HydrateWhenNear part={About} />
      <HydrateWhenNear part={Services} />
      <HydrateWhenNear part={TheraLine} />
      <HydrateWhenNear part={BookingDemo} />
      <HydrateWhenNear part={Directory} />
      <HydrateWhenNear part={QaForum} />
      <HydrateWhenNear part={Resources} />
      <HydrateWhenNear part={Journey} />
      <HydrateWhenNear part={Contact} />
    </>
  )
}
