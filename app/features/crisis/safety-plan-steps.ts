import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { Contact, SafetyPlanSteps } from './safety-plan-storage'

type TextKey = 'warningSigns' | 'copingStrategies' | 'distractions' | 'safeEnvironment' | 'reasonForLiving'
type ContactKey = 'helpers' | 'professionals'

/** One step of the plan: free text, or a few name and phone rows. */
export type SafetyPlanStep =
  | { kind: 'text'; key: TextKey; number?: number; title: MessageDescriptor; prompt: MessageDescriptor }
  | {
      kind: 'contacts'
      key: ContactKey
      number: number
      rows: number
      title: MessageDescriptor
      prompt: MessageDescriptor
    }

/** The Stanley-Brown Safety Planning steps (Stanley & Brown, 2008), in their order, then the reason for living. */
export const safetyPlanSteps: SafetyPlanStep[] = [
  {
    kind: 'text',
    key: 'warningSigns',
    number: 1,
    title: msg`Warning signs`,
    prompt: msg`Thoughts, images, mood, situation or behaviour that tell me a crisis may be developing.`,
  },
  {
    kind: 'text',
    key: 'copingStrategies',
    number: 2,
    title: msg`Internal coping strategies`,
    prompt: msg`Things I can do to take my mind off my problems without contacting another person (for example a walk, prayer, music, slow breathing).`,
  },
  {
    kind: 'text',
    key: 'distractions',
    number: 3,
    title: msg`People and social settings that provide distraction`,
    prompt: msg`People I can be with and places I can go, such as a friend's home, a place of worship, a market or a sports ground.`,
  },
  {
    kind: 'contacts',
    key: 'helpers',
    number: 4,
    rows: 3,
    title: msg`People whom I can ask for help`,
    prompt: msg`Family members or friends I trust, and their phone numbers.`,
  },
  {
    kind: 'contacts',
    key: 'professionals',
    number: 5,
    rows: 2,
    title: msg`Professionals or agencies I can contact during a crisis`,
    prompt: msg`My counsellor, doctor or clinic. The emergency number and helplines at the top of this page are always there too.`,
  },
  {
    kind: 'text',
    key: 'safeEnvironment',
    number: 6,
    title: msg`Making the environment safe`,
    prompt: msg`How I will reduce access to things I could use to harm myself, such as medicines, pesticides or weapons, and who can keep them for me.`,
  },
  {
    kind: 'text',
    key: 'reasonForLiving',
    title: msg`The one thing that is most important to me and worth living for`,
    prompt: msg`A person, a hope, a belief or a plan.`,
  },
]

const emptyContacts = (rows: number): Contact[] => Array.from({ length: rows }, () => ({ name: '', phone: '' }))

type ContactStep = Extract<SafetyPlanStep, { kind: 'contacts' }>

const rowsOf = (key: ContactKey) =>
  safetyPlanSteps.find((step): step is ContactStep => step.kind === 'contacts' && step.key === key)?.rows ?? 0

/** A blank plan: every step empty, each contact step with its rows. */
export function emptySafetyPlan(): SafetyPlanSteps {
  return {
    warningSigns: '',
    copingStrategies: '',
    distractions: '',
    helpers: emptyContacts(rowsOf('helpers')),
    professionals: emptyContacts(rowsOf('professionals')),
    safeEnvironment: '',
    reasonForLiving: '',
  }
}

/** A stored plan in the form's shape: every contact step shows all its rows, even if fewer were kept. */
export function withAllRows(steps: SafetyPlanSteps): SafetyPlanSteps {
  const pad = (key: ContactKey) =>
    [...steps[key], ...emptyContacts(rowsOf(key))].slice(0, Math.max(rowsOf(key), steps[key].length))
  return { ...steps, helpers: pad('helpers'), professionals: pad('professionals') }
}
