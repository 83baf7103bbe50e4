import { msg } from '@lingui/core/macro'

/** How to use a text line, for someone who has never texted a helpline. */
export const textSupportSteps = [
  msg`Tap the button: your messages app opens with the number filled in.`,
  msg`Write in your own words what is happening and who needs help. There are no wrong words.`,
  msg`Keep your phone close: the answer comes back as a text message, which can take a little while.`,
  msg`If someone is in danger right now, call your emergency number instead of texting.`,
]
