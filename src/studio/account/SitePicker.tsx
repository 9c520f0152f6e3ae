import type { OwnerSite } from '../../schema/entities/owner';

/** Which of the owner's sites the account screens show: "Lamp Shop (owner)". */
export function SitePicker({
  sites,
  value,
  onChange,
}: {
  sites: OwnerSite[];
  value: string;
  onChange: (siteId: string) => void;
}) {
  return (
    <label>
      Site
      <select value={value} onChange={(e) => onChange(e.target.value)}>
        {sites.map((s) => (
          <option key={s.id} value={s.id}>
            {s.name} ({s.role})
          </option>
        ))}
      </select>
    </label>
  );
}
