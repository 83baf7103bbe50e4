import { msg } from '@lingui/core/macro'

/** Signs that someone may be at risk of suicide, as suicide-prevention services list them. */
export const warningSigns = [
  msg`Talking about wanting to die or to kill themselves`,
  msg`Talking about being a burden to others, feeling trapped or having no reason to live`,
  msg`Withdrawing from family, friends and activities they used to enjoy`,
  msg`Giving away things that matter to them, or saying goodbye as if for the last time`,
  msg`A sudden calm or cheerfulness after a time of deep sadness or depression`,
  msg`Drinking more alcohol or using more drugs`,
  msg`Searching for a way to end their life, such as collecting pills or buying poison`,
  msg`Extreme mood swings: very low, then agitated, angry or reckless`,
  msg`Sleeping much more or much less than usual`,
]

/** What to do when you notice them. */
export const whatToDo = [
  msg`Ask directly: "Are you thinking about suicide?" Asking does not put the idea in their head; it shows you care.`,
  msg`Listen without judging, and take what they say seriously.`,
  msg`Stay with them, or make sure someone they trust is with them.`,
  msg`Remove or lock away what they could use to harm themselves: medicines, pesticides, weapons, ropes.`,
  msg`Call a helpline or the emergency number together, or go with them to the nearest hospital.`,
  msg`Check on them again in the days after.`,
]
