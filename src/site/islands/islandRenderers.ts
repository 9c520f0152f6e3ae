import type { AnyComponentDefinition } from '../../components/types';

type Render = AnyComponentDefinition['Render'];

/**
 * Each component type's renderer (the island types, and the others a tab container may hold),
 * loaded the first time a block of that type hydrates: the module
 * of the renderer itself where it has one, so an island never loads its type's schema, panel or
 * the other types.
 */
export const RENDERERS: Readonly<Record<string, () => Promise<Render>>> = {
  text: () => import('../../components/text/TextRender').then((m) => m.TextRender as Render),
  image: () => import('../../components/image/definition').then((m) => m.imageComponent.Render),
  button: () => import('../../components/button/definition').then((m) => m.buttonComponent.Render),
  links: () => import('../../components/links/definition').then((m) => m.linksComponent.Render),
  separator: () =>
    import('../../components/separator/definition').then((m) => m.separatorComponent.Render),
  location: () =>
    import('../../components/location/definition').then((m) => m.locationComponent.Render),
  'product-attributes': () =>
    import('../../components/product-attributes/ProductAttributes').then(
      (m) => m.ProductAttributes as Render,
    ),
  registration: () =>
    import('../../components/registration/Registration').then((m) => m.Registration as Render),
  'activity-feed': () =>
    import('../../components/activity-feed/ActivityFeed').then((m) => m.ActivityFeed as Render),
  'block-grid': () =>
    import('../../components/block-grid/BlockGridRender').then((m) => m.BlockGridRender as Render),
  carousel: () =>
    import('../../components/carousel/CarouselRender').then((m) => m.CarouselRender as Render),
  countdown: () =>
    import('../../components/countdown/CountdownRender').then((m) => m.Countdown as Render),
  'date-time': () =>
    import('../../components/date-time/DateTimeRender').then((m) => m.DateTime as Render),
  embed: () => import('../../components/embed/definition').then((m) => m.embedComponent.Render),
  iframe: () => import('../../components/iframe/definition').then((m) => m.iframeComponent.Render),
  audio: () => import('../../components/audio/definition').then((m) => m.audioComponent.Render),
  video: () => import('../../components/video/VideoRender').then((m) => m.VideoRender as Render),
  'product-card': () =>
    import('../../components/product-card/ProductCard').then((m) => m.ProductCard as Render),
  'product-media': () =>
    import('../../components/product-media/ProductMediaRender').then(
      (m) => m.ProductMediaRender as Render,
    ),
  share: () => import('../../components/share/ShareRender').then((m) => m.ShareRender as Render),
  'tab-container': () =>
    import('../../components/tab-container/TabContainerRender').then(
      (m) => m.TabContainerRender as Render,
    ),
};
