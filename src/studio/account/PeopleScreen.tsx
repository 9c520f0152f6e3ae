import { useCallback, useRef, useState } from 'react';
import { SITE_ROLES, type Member, type SiteRole } from '../../schema/entities/owner';
import { StyleTag } from '../../renderer/StyleTag';
import { accountCss } from './accountCss';
import { RemoveMemberDialog } from './RemoveMemberDialog';
import { useOwnerSession } from './ownerSession';
import { useAction, useLoaded } from './useAccountCall';
import { useFocusAfterDialog } from '../../ui/dialog/useFocusAfterDialog';

const ROLE_NAMES: Record<SiteRole, string> = { owner: 'Owner', editor: 'Editor', viewer: 'Viewer' };

/**
 * The site's people: who has which role, invitations not yet taken up, and (for owners) invite,
 * change a role, remove. The server refuses what the role does not allow, with its reason.
 */
export function PeopleScreen({ siteId }: { siteId: string }) {
  const { client, roleOn, session, refresh } = useOwnerSession();
  const load = useCallback(() => client.sites.members(siteId), [client, siteId]);
  const members = useLoaded<Member[]>(load);
  const action = useAction();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<SiteRole>('editor');
  const [notice, setNotice] = useState<string | null>(null);
  const [removing, setRemoving] = useState<Member | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = useFocusAfterDialog(heading);
  const isOwner = roleOn(siteId) === 'owner';

  const change = async (work: () => Promise<unknown>, done: string) => {
    if (!(await action.run(work))) return false;
    setNotice(done);
    await members.reload();
    await refresh();
    return true;
  };

  return (
    <section className="one-studio-account" aria-labelledby="people-title">
      <StyleTag css={accountCss} />
      <h1 id="people-title" ref={heading} tabIndex={-1}>
        People
      </h1>
      {members.error && <p role="alert">{members.error}</p>}
      {action.error && !removing && <p role="alert">{action.error}</p>}
      <p role="status">{notice}</p>
      {isOwner && (
        <form
          aria-label="Invite someone"
          onSubmit={(event) => {
            event.preventDefault();
            void change(
              () => client.sites.invite(siteId, { email, role }),
              `Invitation sent to ${email}.`,
            ).then(() => setEmail(''));
          }}
        >
          <label>
            E-mail
            <input
              type="email"
              required
              value={email}
              autoComplete="off"
              onChange={(e) => setEmail(e.target.value)}
            />
          </label>
          <label>
            Role
            <select value={role} onChange={(e) => setRole(e.target.value as SiteRole)}>
              {SITE_ROLES.map((r) => (
                <option key={r} value={r}>
                  {ROLE_NAMES[r]}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" disabled={action.busy}>
            Invite
          </button>
        </form>
      )}
      <table>
        <caption className="muted">
          Owners manage everything, people and keys included; editors change layouts, collections
          and tokens; viewers only look.
        </caption>
        <thead>
          <tr>
            <th scope="col">E-mail</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            {isOwner && <th scope="col">Actions</th>}
          </tr>
        </thead>
        <tbody>
          {(members.data ?? []).map((member) => (
            <tr key={member.id}>
              <td>
                {member.email}
                {member.email === session?.email ? ' (you)' : ''}
              </td>
              <td>
                {isOwner ? (
                  <select
                    aria-label={`Role of ${member.email}`}
                    value={member.role}
                    onChange={(e) =>
                      void change(
                        () =>
                          client.sites.changeRole(siteId, member.id, e.target.value as SiteRole),
                        `${member.email} is now ${ROLE_NAMES[e.target.value as SiteRole].toLowerCase()}.`,
                      )
                    }
                  >
                    {SITE_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {ROLE_NAMES[r]}
                      </option>
                    ))}
                  </select>
                ) : (
                  ROLE_NAMES[member.role]
                )}
              </td>
              <td>{member.accepted ? 'Active' : 'Invited'}</td>
              {isOwner && (
                <td>
                  <button
                    type="button"
                    className="secondary"
                    aria-label={`Remove ${member.email}`}
                    onClick={() => setRemoving(member)}
                  >
                    Remove
                  </button>
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {removing && (
        <RemoveMemberDialog
          member={removing}
          busy={action.busy}
          error={action.error}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            void change(
              () => client.sites.removeMember(siteId, removing.id),
              removing.accepted
                ? `${removing.email} was removed.`
                : `The invitation to ${removing.email} was withdrawn.`,
            ).then((done) => {
              if (!done) return;
              setRemoving(null);
              // Their row, and the button that opened the dialog, are gone: focus goes to the
              // screen's heading rather than being lost to the page.
              focusHeading();
            })
          }
        />
      )}
    </section>
  );
}
