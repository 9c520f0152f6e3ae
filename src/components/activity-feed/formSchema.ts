import { z } from 'zod';
import { formatFileSize, imageKind, IMAGE_UPLOAD_LIMITS } from '../../ui/upload';
import { FIELD_MAX_LENGTH, type FeedFieldsSettings } from './schema';
import { messageGroup, t } from '../../i18n/i18n';

/** blocks.md "Activity form": every message word for word. */
export const activityFormMessages = Object.assign(
  messageGroup('feed', [
    'titleRequired',
    'captionRequired',
    'locationRequired',
    'mustBeImageFile',
    'unsupportedFormat',
    'imageRequired',
    'invalidOptionalImage',
  ]),
  {
    fileTooLarge: (size: number) => t('feed.fileTooLarge', { size: formatFileSize(size) }),
    tooLong: (label: string, max: number) => t('feed.tooLong', { label, max }),
  },
);

/** blocks.md: maximum 5 MB (5242880 bytes). */
export const ACTIVITY_IMAGE_MAX_BYTES = IMAGE_UPLOAD_LIMITS.maxBytes;
/** blocks.md: compression suggested above 1.5 MB (1572864 bytes). */
export const ACTIVITY_COMPRESS_ABOVE_BYTES = IMAGE_UPLOAD_LIMITS.compressAboveBytes;

export interface ActivityFormValues {
  title?: string;
  caption?: string;
  location?: string;
  image?: File | null;
}

function textField(required: boolean, requiredMessage: string, label: string, max: number) {
  const base = z.string().trim().max(max, activityFormMessages.tooLong(label, max));
  return required
    ? z
        .string({ error: requiredMessage })
        .trim()
        .min(1, requiredMessage)
        .max(max, activityFormMessages.tooLong(label, max))
    : base.optional();
}

const isFile = (value: unknown): value is File =>
  typeof File !== 'undefined' && value instanceof File;

/** The image checks of blocks.md, in the order a person can act on them. */
function checkImage(file: File, ctx: z.RefinementCtx) {
  if (file.size <= 0) {
    ctx.addIssue({ code: 'custom', message: activityFormMessages.imageRequired });
    return;
  }
  if (imageKind(file) === null) {
    ctx.addIssue({ code: 'custom', message: activityFormMessages.unsupportedFormat });
    return;
  }
  if (file.size > ACTIVITY_IMAGE_MAX_BYTES) {
    ctx.addIssue({ code: 'custom', message: activityFormMessages.fileTooLarge(file.size) });
  }
}

function imageField(required: boolean) {
  if (required) {
    return z
      .custom<File>(isFile, { message: activityFormMessages.mustBeImageFile })
      .superRefine(checkImage);
  }
  // Optional: empty is allowed; anything else must be a usable image file.
  return z
    .custom<File | null | undefined>(
      (value) => value === null || value === undefined || isFile(value),
      {
        message: activityFormMessages.invalidOptionalImage,
      },
    )
    .superRefine((value, ctx) => {
      if (isFile(value)) checkImage(value, ctx);
    })
    .optional();
}

/**
 * blocks.md: the form's schema, built from the field settings. Hidden fields are left out;
 * required ones get their 'X is required' message; every text field keeps its maximum.
 */
export function buildActivityFormSchema(fields: FeedFieldsSettings) {
  const shape: Record<string, z.ZodType> = {};
  if (fields.title.show) {
    shape.title = textField(
      fields.title.required,
      activityFormMessages.titleRequired,
      fields.title.label || t('feed.title'),
      FIELD_MAX_LENGTH.title,
    );
  }
  if (fields.caption.show) {
    shape.caption = textField(
      fields.caption.required,
      activityFormMessages.captionRequired,
      fields.caption.label || t('feed.caption'),
      FIELD_MAX_LENGTH.caption,
    );
  }
  if (fields.location.show) {
    shape.location = textField(
      fields.location.required,
      activityFormMessages.locationRequired,
      fields.location.label || t('feed.location'),
      FIELD_MAX_LENGTH.location,
    );
  }
  if (fields.upload.show) shape.image = imageField(fields.upload.required);
  return z.object(shape) as unknown as z.ZodType<ActivityFormValues, ActivityFormValues>;
}
