import { useId, useRef, useState } from 'react';
import { apiErrorMessage } from '../../client';
import { activityFeedSchema } from '../../components/activity-feed/schema';
import { activityFeedPanel } from '../../components/activity-feed/panel';
import { SchemaForm } from '../../editor/panels/form/SchemaForm';
import type { CollectionDetail } from '../../schema/entities/collection';
import type { LayoutSummary } from '../../schema/entities/layoutRecord';
import { registrationSettingsForm } from '../../schema/entities/registrationSettings';
import { defaultTheme } from '../../schema/theme/theme';
import { showToast } from '../../ui/toast/toastStore';
import { usePatchCollection } from '../data';
import { LayoutSelect } from './LayoutSelect';
import { registrationSettingsHints } from './registrationHints';
import {
  registrationFormValue,
  registrationSettingsToStore,
  storedSuccessLayout,
} from './settingsValue';

type Json = Record<string, unknown>;

/**
 * Why Save waits: a field shows a message, and saving would send its last good value instead of
 * what the owner sees.
 */
function FixBeforeSaving({ problems }: { problems: number }) {
  if (problems === 0) return null;
  return (
    <p role="status" className="one-st-error">
      {problems === 1
        ? 'One field above needs fixing before these settings can be saved.'
        : `${problems} fields above need fixing before these settings can be saved.`}
    </p>
  );
}

interface Props {
  collection: CollectionDetail;
  layouts: LayoutSummary[];
  themeMode: 'light' | 'dark';
}

/**
 * The registration settings: a form generated from their zod schema (as the editor's panels
 * are), and the success layout chosen from the published layouts. The server refuses an
 * unpublished success layout too, with the reason.
 */
export function RegistrationSettingsForm({ collection, layouts, themeMode }: Props) {
  const id = useId();
  const patch = usePatchCollection(collection.id);
  const initial = useRef(registrationFormValue(collection.registration_settings) as Json);
  const [value, setValue] = useState<Json>(initial.current);
  const [successLayout, setSuccessLayout] = useState(
    storedSuccessLayout(collection.registration_settings),
  );
  const [problems, setProblems] = useState(0);
  return (
    <section className="one-st-card one-st-forms" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Registration settings</h2>
      <p className="one-st-help">
        Every registration block on this collection’s pages uses these rules; the server checks
        registrations against them.
      </p>
      <LayoutSelect
        id={`${id}-success`}
        label="Success layout"
        value={successLayout}
        onChange={setSuccessLayout}
        layouts={layouts}
        emptyLabel="None (use the success URL)"
        publishedOnly
        help="Shown on the token page after a registration. Only published layouts can be chosen."
      />
      <SchemaForm
        idPrefix={`${id}-registration`}
        schema={registrationSettingsForm}
        hints={registrationSettingsHints}
        value={value}
        onCommit={(next) => setValue(next)}
        onProblems={setProblems}
        theme={defaultTheme}
        themeMode={themeMode}
      />
      {patch.error && (
        <p role="alert" className="one-st-error">
          Not saved: {apiErrorMessage(patch.error)}
        </p>
      )}
      <FixBeforeSaving problems={problems} />
      <button
        type="button"
        className="one-st-button one-st-primary"
        disabled={patch.isPending || problems > 0}
        onClick={() =>
          patch.mutate(
            {
              registration_settings: registrationSettingsToStore(
                collection.registration_settings,
                value,
                successLayout,
              ),
            },
            {
              onSuccess: () =>
                showToast({ title: 'Registration settings saved', variant: 'success' }),
            },
          )
        }
      >
        Save registration settings
      </button>
    </section>
  );
}

/** The activity feed's settings for this collection, generated from the feed block's schema. */
export function ActivitySettingsForm({ collection, themeMode }: Omit<Props, 'layouts'>) {
  const id = useId();
  const patch = usePatchCollection(collection.id);
  const initial = useRef<Json>(
    (() => {
      const parsed = activityFeedSchema.content.safeParse(collection.activity_settings ?? {});
      return (parsed.success ? parsed.data : activityFeedSchema.content.parse({})) as Json;
    })(),
  );
  const [value, setValue] = useState<Json>(initial.current);
  const [problems, setProblems] = useState(0);
  return (
    <section className="one-st-card one-st-forms" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Activity settings</h2>
      <p className="one-st-help">
        The activity feed blocks on this collection’s pages use these settings over their own.
      </p>
      <SchemaForm
        idPrefix={`${id}-activity`}
        schema={activityFeedSchema.content}
        hints={activityFeedPanel.content}
        value={value}
        onCommit={(next) => setValue(next)}
        onProblems={setProblems}
        theme={defaultTheme}
        themeMode={themeMode}
      />
      {patch.error && (
        <p role="alert" className="one-st-error">
          Not saved: {apiErrorMessage(patch.error)}
        </p>
      )}
      <FixBeforeSaving problems={problems} />
      <button
        type="button"
        className="one-st-button one-st-primary"
        disabled={patch.isPending || problems > 0}
        onClick={() =>
          patch.mutate(
            { activity_settings: value },
            {
              onSuccess: () => showToast({ title: 'Activity settings saved', variant: 'success' }),
            },
          )
        }
      >
        Save activity settings
      </button>
    </section>
  );
}
