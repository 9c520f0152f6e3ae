import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useApiClient } from '../../client/ClientProvider';
import { studioKeys, useLayouts, useManagedCollection } from '../data';
import { QueryState } from '../shell/QueryState';
import { Tabs } from '../shell/Tabs';
import { StudioLink } from '../shell/StudioLink';
import { studioPaths } from '../shell/studioRouter';
import { ArchiveSection } from './ArchiveSection';
import { DetailsForm } from './DetailsForm';
import { PagesForm } from './PagesForm';
import { ActivitySettingsForm, RegistrationSettingsForm } from './SettingsForms';

/** One collection: details, pages and what is live, settings, archive. */
export function CollectionScreen({ id }: { id: string }) {
  const client = useApiClient();
  const collection = useManagedCollection(id);
  const layouts = useLayouts(id);
  const firstToken = useQuery({
    queryKey: [...studioKeys.tokens(id), 'first'],
    queryFn: async ({ signal }) =>
      (await client.tokens.list(id, { limit: 1 }, signal)).data[0]?.token_id ?? null,
  });
  const data = collection.data;
  const [tab, setTab] = useState(
    () => new URLSearchParams(window.location.search).get('tab') ?? 'details',
  );
  return (
    <>
      <p className="one-st-crumbs">
        <StudioLink href="/studio">Collections</StudioLink> /
      </p>
      <QueryState
        isPending={collection.isPending || layouts.isPending}
        error={collection.error ?? layouts.error}
        what="The collection"
        title="Collection"
      >
        {data && (
          <>
            <div className="one-st-spread">
              <div>
                <h1>
                  {data.name} {data.archived && <span className="one-st-chip">Archived</span>}
                </h1>
                <p className="one-st-lead">/c/{data.slug}</p>
              </div>
              <div className="one-st-row">
                <StudioLink className="one-st-button" href={studioPaths.dashboard(data.id)}>
                  Dashboard
                </StudioLink>
                <StudioLink className="one-st-button" href={studioPaths.registrations(data.id)}>
                  Registrations
                </StudioLink>
                <StudioLink className="one-st-button" href={studioPaths.moderation(data.id)}>
                  Moderation
                </StudioLink>
                <StudioLink
                  className="one-st-button one-st-primary"
                  href={studioPaths.tokens(data.id)}
                >
                  Tokens and tap codes
                </StudioLink>
              </div>
            </div>
            {/* Each form starts from the collection as loaded; a save refreshes it in place. */}
            <Tabs
              label="Collection settings"
              active={tab}
              onChange={setTab}
              tabs={[
                {
                  id: 'details',
                  label: 'Details',
                  content: <DetailsForm key={`details-${data.id}`} collection={data} />,
                },
                {
                  id: 'pages',
                  label: 'Pages',
                  content: (
                    <PagesForm
                      key={`pages-${data.id}`}
                      collection={data}
                      layouts={layouts.data ?? []}
                      firstTokenId={firstToken.data ?? null}
                    />
                  ),
                },
                {
                  id: 'registration',
                  label: 'Registration',
                  content: (
                    <RegistrationSettingsForm
                      key={`registration-${data.id}`}
                      collection={data}
                      layouts={layouts.data ?? []}
                      themeMode="light"
                    />
                  ),
                },
                {
                  id: 'activity',
                  label: 'Activity',
                  content: (
                    <ActivitySettingsForm
                      key={`activity-${data.id}`}
                      collection={data}
                      themeMode="light"
                    />
                  ),
                },
                { id: 'archive', label: 'Archive', content: <ArchiveSection collection={data} /> },
              ]}
            />
          </>
        )}
      </QueryState>
    </>
  );
}
