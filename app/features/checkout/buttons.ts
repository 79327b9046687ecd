/** The checkout's two button looks (links and submit buttons alike). */
export const PRIMARY =
  'inline-flex items-center justify-center rounded-full bg-teal-700 px-6 py-2.5 font-semibold text-white hover:bg-teal-800 focus-visible:outline-offset-2';
export const SECONDARY =
  'inline-flex items-center justify-center rounded-full border-2 border-slate-300 px-5 py-2 font-semibold hover:border-teal-700 hover:text-teal-800 dark:border-slate-600 dark:hover:text-teal-300';
