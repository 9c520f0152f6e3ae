/**
 * The studio's navigation: one entry per section, in order. A section another part of the
 * product provides (owner accounts: people, API keys, the site and its brand) is listed with
 * `ready: false` until its screen exists; the integrator adds the screen to `studioScreens`
 * (StudioApp.tsx) and flips the flag here.
 */
export interface StudioSection {
  id: string;
  label: string;
  /** The path under /studio this section lives at. */
  path: string;
  /** False: shown in the navigation, its screen says what is coming. */
  ready: boolean;
  description: string;
}

export const studioSections: StudioSection[] = [
  {
    id: 'collections',
    label: 'Collections',
    path: '/studio',
    ready: true,
    description: 'Numbered items, their pages, tokens and tap codes.',
  },
  {
    id: 'people',
    label: 'People',
    path: '/studio/people',
    ready: true,
    description: 'Who may sign in to the studio and the editor, and with which role.',
  },
  {
    id: 'keys',
    label: 'API keys',
    path: '/studio/keys',
    ready: true,
    description: 'Keys for integrations: create, name, scope, revoke.',
  },
  {
    id: 'site',
    label: 'Site & brand',
    path: '/studio/site',
    ready: true,
    description: 'The site’s name, address, domains, language, and the brand’s logos.',
  },
];

/** The section a path belongs to (the longest matching path wins; collections by default). */
export function sectionFor(path: string): StudioSection {
  const match = studioSections
    .filter((s) => s.path !== '/studio' && (path === s.path || path.startsWith(`${s.path}/`)))
    .sort((a, b) => b.path.length - a.path.length)[0];
  return match ?? studioSections[0]!;
}
