import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { cssColor, cssLength } from '../../schema/cssValue';
import { sharedStyleFields } from '../../schema/styleFields';

/** blocks.md feed defaults and limits. */
export const FEED_DEFAULTS = {
  formTitle: 'Add to Feed',
  submitLabel: 'Submit',
  addLabel: 'Add to Feed',
  authenticationErrorText: 'Please sign in to view activities',
  noActivityMessage: 'No activities yet. Be the first to share!',
  pageSize: 20,
} as const;

export const FEED_PAGE_SIZE = { min: 5, max: 50, step: 5 } as const;
/** blocks.md: title max 100, caption 500, location 100. */
export const FIELD_MAX_LENGTH = { title: 100, caption: 500, location: 100 } as const;
export { FEED_MAX_WIDTH, FEED_MODAL_WIDTH } from './sizes';

export const buttonVariants = ['primary', 'secondary', 'outline'] as const;
export const sortOrders = ['newest', 'oldest'] as const;
export type SortOrder = (typeof sortOrders)[number];

const buttonSettings = (label: string) =>
  z.object({
    label: z.string().max(100).default(label),
    variant: z.enum(buttonVariants).default('primary'),
    class_name: z.string().max(200).default(''),
  });

const fieldSettings = (defaults: { show: boolean; required: boolean; label: string }) =>
  z.object({
    show: z.boolean().default(defaults.show),
    required: z.boolean().default(defaults.required),
    label: z.string().max(100).default(defaults.label),
    description: z.string().max(300).default(''),
    placeholder: z.string().max(200).default(''),
  });

/** blocks.md "Activity feed component data";: every field shown by default except location. */
function buildContent() {
  return z.object({
    allowUserUploads: z.boolean().default(true),
    title: z.string().max(200).default(FEED_DEFAULTS.formTitle),
    message: z.string().max(1000).default(''),
    buttons: z
      .object({
        submit: buttonSettings(FEED_DEFAULTS.submitLabel).prefault({}),
        add: buttonSettings(FEED_DEFAULTS.addLabel).prefault({}),
      })
      .prefault({}),
    fields: z
      .object({
        title: fieldSettings({ show: true, required: true, label: 'Title' }).prefault({}),
        upload: fieldSettings({ show: true, required: true, label: 'Image' }).prefault({}),
        caption: fieldSettings({ show: true, required: false, label: 'Caption' }).prefault({}),
        location: fieldSettings({ show: false, required: false, label: 'Location' }).prefault({}),
      })
      .prefault({}),
    feed: z
      .object({
        showAuthenticationError: z.boolean().default(true),
        authenticationErrorText: z.string().max(300).default(FEED_DEFAULTS.authenticationErrorText),
        noActivityMessage: z.string().max(300).default(FEED_DEFAULTS.noActivityMessage),
        pageSize: z
          .number()
          .int()
          .min(FEED_PAGE_SIZE.min)
          .max(FEED_PAGE_SIZE.max)
          .multipleOf(FEED_PAGE_SIZE.step)
          .default(FEED_DEFAULTS.pageSize),
        sortOrder: z.enum(sortOrders).default('newest'),
        showImage: z.boolean().default(true),
        showCaption: z.boolean().default(true),
        showLocations: z.boolean().default(false),
        showTitle: z.boolean().default(true),
        showDate: z.boolean().default(true),
        showAuthor: z.boolean().default(true),
      })
      .prefault({}),
  });
}

const textStyle = () =>
  z.object({
    color: cssColor.optional(),
    fontSize: z.number().min(8).max(72).optional(),
    lineHeight: z.number().min(0.5).max(3).optional(),
    letterSpacing: z.number().min(-2).max(10).optional(),
    marginBottom: z.number().min(0).max(100).optional(),
  });

/** blocks.md styles: text, title, modal{backgroundColor,padding,border}, button. */
function buildStyle() {
  const textStyles = textStyle();
  return z.object({
    ...sharedStyleFields,
    text: textStyles.prefault({}),
    title: textStyles.prefault({}),
    modal: z
      .object({
        backgroundColor: cssColor.optional(),
        padding: cssLength.optional(),
        border: z
          .object({
            color: cssColor.optional(),
            width: z.number().min(0).max(20).optional(),
            radius: z.number().min(0).max(100).optional(),
          })
          .prefault({}),
      })
      .prefault({}),
    button: z
      .object({
        color: cssColor.optional(),
        backgroundColor: cssColor.optional(),
        fontSize: z.number().min(12).max(32).optional(),
        borderRadius: z.number().min(0).max(100).optional(),
      })
      .prefault({}),
  });
}

export const activityFeedSchema = defineComponentSchema({
  type: 'activity-feed',
  label: 'Activity feed',
  group: 'Community',
  description:
    "Product owners' photo posts about their item, newest first; owners can add their own.",
  // Built the first time they are read: a page without a feed never builds them.
  content: buildContent,
  style: buildStyle,
});

export type ActivityFeedData = z.output<typeof activityFeedSchema.content>;
export type ActivityFeedStyles = z.output<typeof activityFeedSchema.style>;
export type FieldSettings = ActivityFeedData['fields']['title'];
export type FeedFieldsSettings = ActivityFeedData['fields'];
