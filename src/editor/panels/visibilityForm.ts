import { componentVisibility } from '../../schema/visibility';
import { windowsOutOfOrder } from '../../renderer/visibility';

export const SHOW_BEFORE_TOO_EARLY = 'Show before must be later than Show after';
export const SHOW_AFTER_TOO_LATE = 'Show after must be earlier than Show before';
export const NEVER_SHOWS = 'This component never shows: Show before is not later than Show after.';

/**
 * The Visibility tab's schema: the document's, plus "the window ends after it starts". The rule
 * is the editor's, not the document's, so a layout saved with its bounds the wrong way round
 * still opens (and the tab says it never shows); here an out-of-order edit is not saved and
 * both dates say why. Each message sits on a date, so the form puts back only the dates and
 * the other fields still go through.
 */
export const visibilityForm = componentVisibility().superRefine((visibility, context) => {
  if (!windowsOutOfOrder(visibility)) return;
  context.addIssue({
    code: 'custom',
    path: ['showBeforeDate', 'date'],
    message: SHOW_BEFORE_TOO_EARLY,
  });
  context.addIssue({
    code: 'custom',
    path: ['showAfterDate', 'date'],
    message: SHOW_AFTER_TOO_LATE,
  });
});
