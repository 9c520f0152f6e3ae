import type { LayoutComponent } from '../schema/layout/component';
import type { SharedStyles } from '../schema/styleFields';
import { sharedStyleToCss } from './css/sharedStyleCss';
import { deviceHideClasses } from './visibility';

/**
 * The attributes of a placed component's host element: its classes (type, device visibility),
 * the stable hooks data-component-id/-type, and its shared styles. One place, because a visitor
 * page's islands render hosts too and must produce the very same element.
 */
export function componentHostProps(component: LayoutComponent) {
  const typeClass = `one-component-${component.type.replace(/[^a-z0-9-]/gi, '')}`;
  return {
    className: ['one-component', typeClass, ...deviceHideClasses(component.visibility)].join(' '),
    'data-component-id': component.id,
    'data-component-type': component.type,
    style: sharedStyleToCss(component.styles as SharedStyles),
  };
}
