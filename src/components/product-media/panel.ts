import { carouselBehaviourHints, carouselStyleHints } from '../carousel/panel';
import type { PanelHints } from '../panelHints';

export const productMediaPanel: PanelHints = {
  content: carouselBehaviourHints,
  style: carouselStyleHints,
};
