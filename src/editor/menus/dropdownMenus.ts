/**
 * The editor's drop-down menus, loaded together (`menusPart`): they share Radix's menu and its
 * positioning library, which only a right-click or the zoom control needs.
 */
export { ComponentContextMenu } from './ComponentContextMenu';
export { ZoomDropdown } from '../shell/ZoomDropdown';
