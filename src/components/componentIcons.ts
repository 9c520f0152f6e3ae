import {
  AppWindow,
  BadgeCheck,
  CalendarDays,
  Code,
  CreditCard,
  GalleryHorizontal,
  Image as ImageIcon,
  Images,
  LayoutGrid,
  Link as LinkIcon,
  ListTree,
  MapPin,
  Minus,
  MousePointerClick,
  Music,
  PanelsTopLeft,
  Rss,
  Share2,
  Timer,
  Type,
  Video,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from '../schema/componentTypes';

/**
 * Each component type's icon, kept apart from its definition: the editor's palette, layers and
 * panel headers show every type's icon while only the types the open layout uses have their
 * code loaded (lazyRegistry.ts), and visitors, who never see a type's icon, never load one.
 */
export const componentIcons: Readonly<Record<ComponentType, LucideIcon>> = {
  'activity-feed': Rss,
  audio: Music,
  'block-grid': LayoutGrid,
  button: MousePointerClick,
  carousel: GalleryHorizontal,
  countdown: Timer,
  'date-time': CalendarDays,
  embed: Code,
  iframe: AppWindow,
  image: ImageIcon,
  links: LinkIcon,
  location: MapPin,
  'product-attributes': ListTree,
  'product-card': CreditCard,
  'product-media': Images,
  registration: BadgeCheck,
  separator: Minus,
  share: Share2,
  'tab-container': PanelsTopLeft,
  text: Type,
  video: Video,
};

/** A type's icon; undefined for a type this build does not know. */
export function componentIcon(type: string): LucideIcon | undefined {
  return Object.hasOwn(componentIcons, type) ? componentIcons[type as ComponentType] : undefined;
}
