import { zodResolver } from '@hookform/resolvers/zod';
import Loader2 from 'lucide-react/icons/loader-circle';
import { useId, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useCreateActivity } from '../../client/hooks/useCreateActivity';
import { useOwnerProducts } from '../../client/hooks/useOwnerProducts';
import { buttonClassName } from '../shared/buttonStyle';
import { feedTexts, feedToasts, isFileSizeError } from './activityRules';
import { buildActivityFormSchema, type ActivityFormValues } from './formSchema';
import { ImageField } from './ImageField';
import { FIELD_MAX_LENGTH, type ActivityFeedData } from './schema';
import { showToast } from '../../ui/toast/toastStore';
import { FieldLabel } from './FieldLabel';
import { ItemPicker } from './ItemPicker';
import { t } from '../../i18n/i18n';

export interface PostTarget {
  userId: string | null;
  email: string | null;
  /** The page's item; null on a collection's page, where the owner picks one of theirs. */
  tokenId: string | null;
  collectionSlug: string | null;
}

/** The most items an owner's picker lists: the owner-products page's own maximum. */
const MOST_ITEMS = 100;

interface AddActivityFormProps {
  settings: ActivityFeedData;
  target: PostTarget;
  onDone: () => void;
}

const EMPTY: ActivityFormValues = { title: '', caption: '', location: '', image: null };

function optionalText(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/**
 * blocks.md "Activity form": built from the field settings, with every rule and message.
 * While the post uploads the feed shows it as PENDING and the button says 'Submitting...';
 * on success the dialog closes; on failure the post is rolled back and the form keeps what the
 * owner typed, so nothing is lost.
 */
export function AddActivityForm({ settings, target, onDone }: AddActivityFormProps) {
  const formId = useId();
  const { fields, buttons } = settings;
  const schema = useMemo(() => buildActivityFormSchema(fields), [fields]);
  const create = useCreateActivity();
  const [imageBusy, setImageBusy] = useState(false);
  const picking = target.tokenId === null;
  const owned = useOwnerProducts(
    {
      email: target.email ?? undefined,
      user_id: target.userId ?? undefined,
      collection_slug: target.collectionSlug ?? undefined,
      limit: MOST_ITEMS,
    },
    picking && Boolean(target.collectionSlug),
  );
  const [picked, setPicked] = useState<string | null>(null);
  const tokenId = target.tokenId ?? picked ?? owned.data?.data[0]?.token_id ?? null;
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ActivityFormValues>({
    resolver: zodResolver(schema),
    defaultValues: EMPTY,
    mode: 'onTouched',
  });

  const submit = async (values: ActivityFormValues) => {
    // blocks.md: submitted only when the user has an id or email and a token id is present.
    if (!(target.userId || target.email) || !target.collectionSlug) {
      setError('root', { message: t('feed.signInFirst') });
      return;
    }
    if (!tokenId) {
      setError('root', { message: t(picking ? 'feed.itemsFailed' : 'feed.signInFirst') });
      return;
    }
    try {
      await create.mutateAsync({
        title: fields.title.show ? optionalText(values.title) : undefined,
        content: fields.caption.show ? optionalText(values.caption) : undefined,
        location: fields.location.show ? optionalText(values.location) : undefined,
        image: fields.upload.show ? (values.image ?? undefined) : undefined,
        owner_email: target.email ?? undefined,
        user_id: target.userId ?? undefined,
        token_id: tokenId,
        collection_slug: target.collectionSlug,
      });
      reset(EMPTY);
      onDone();
    } catch (error) {
      // blocks.md: a server error about the file size only warns in the console.
      if (isFileSizeError(error)) {
        console.warn('The server refused the image as too large', error);
        return;
      }
      console.error('Adding to the feed failed', error);
      showToast(feedToasts.uploadError);
    }
  };

  const textField = (name: 'title' | 'caption' | 'location', multiline = false) => {
    const field = fields[name];
    if (!field.show) return null;
    const id = `${formId}-${name}`;
    const error = errors[name]?.message;
    const describedBy =
      [field.description ? `${id}-help` : null, error ? `${id}-error` : null]
        .filter(Boolean)
        .join(' ') || undefined;
    const common = {
      id,
      placeholder: field.placeholder || undefined,
      maxLength: FIELD_MAX_LENGTH[name],
      'aria-invalid': error ? true : undefined,
      'aria-required': field.required,
      'aria-describedby': describedBy,
      className: 'one-activity-input',
      ...register(name),
    };
    return (
      <div className="one-activity-field">
        <FieldLabel htmlFor={id} label={field.label} required={field.required} />
        {field.description ? (
          <p id={`${id}-help`} className="one-activity-help">
            {field.description}
          </p>
        ) : null}
        {multiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
        {error ? (
          <p id={`${id}-error`} className="one-activity-error" role="alert">
            {error}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <form
      className="one-activity-form"
      noValidate
      onSubmit={handleSubmit(submit)}
      aria-busy={isSubmitting || undefined}
    >
      {settings.message.trim() ? (
        <p className="one-activity-form-message">{settings.message}</p>
      ) : null}
      {picking ? (
        <ItemPicker
          id={`${formId}-item`}
          items={owned.data?.data}
          failed={owned.isError}
          value={tokenId}
          onChange={setPicked}
        />
      ) : null}
      {fields.upload.show ? (
        <Controller
          control={control}
          name="image"
          render={({ field, fieldState }) => (
            <ImageField
              id={`${formId}-image`}
              label={fields.upload.label}
              description={fields.upload.description}
              required={fields.upload.required}
              value={field.value}
              onChange={(file) => {
                field.onChange(file);
                field.onBlur();
              }}
              error={fieldState.error?.message}
              onBusyChange={setImageBusy}
            />
          )}
        />
      ) : null}
      {textField('title')}
      {textField('caption', true)}
      {textField('location')}
      {errors.root?.message ? (
        <p className="one-activity-error" role="alert">
          {errors.root.message}
        </p>
      ) : null}
      <div className="one-activity-dialog-actions">
        <button
          type="submit"
          className={[buttonClassName(buttons.submit.variant), buttons.submit.class_name]
            .filter(Boolean)
            .join(' ')}
          disabled={isSubmitting || imageBusy}
        >
          {isSubmitting ? <Loader2 className="one-spin" aria-hidden="true" /> : null}
          {isSubmitting ? feedTexts.submitting : buttons.submit.label || t('feed.submit')}
        </button>
      </div>
    </form>
  );
}
