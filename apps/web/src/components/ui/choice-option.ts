/**
 * A radio or checkbox inside its label, drawn as a bordered option at least 44 px tall: the whole
 * option is the tap target on a phone, and the input inside keeps its native keyboard and name.
 */
export const choiceOptionClasses =
  'flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 py-2 text-sm has-[:checked]:border-harbour-700 has-[:checked]:bg-harbour-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-harbour-600 dark:border-slate-600 dark:has-[:checked]:border-harbour-300 dark:has-[:checked]:bg-harbour-950';
