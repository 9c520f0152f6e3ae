import type { LucideIcon } from 'lucide-react';
import AppWindow from 'lucide-react/icons/app-window';
import BadgeCheck from 'lucide-react/icons/badge-check';
import CalendarDays from 'lucide-react/icons/calendar-days';
import Code from 'lucide-react/icons/code';
import CreditCard from 'lucide-react/icons/credit-card';
import GalleryHorizontal from 'lucide-react/icons/gallery-horizontal';
import ImageIcon from 'lucide-react/icons/image';
import Images from 'lucide-react/icons/images';
import LayoutGrid from 'lucide-react/icons/layout-grid';
import LinkIcon from 'lucide-react/icons/link';
import ListTree from 'lucide-react/icons/list-tree';
import MapPin from 'lucide-react/icons/map-pin';
import Minus from 'lucide-react/icons/minus';
import MousePointerClick from 'lucide-react/icons/mouse-pointer-click';
import Music from 'lucide-react/icons/eighth-notes';
import PanelsTopLeft from 'lucide-react/icons/panels-top-left';
import Rss from 'lucide-react/icons/rss';
import Share2 from 'lucide-react/icons/share-2';
import Timer from 'lucide-react/icons/timer';
import Type from 'lucide-react/icons/type';
import Video from 'lucide-react/icons/video';
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
