/**
 * `@vitrine/kit/renderer/server`: server rendering, with every block type imported at once so a
 * layout renders to a string in one synchronous pass (Node, a server's request handler). The
 * browser's `@vitrine/kit/renderer` loads each type the first time a layout shows it instead;
 * markup rendered here is hydrated there after `loadLayoutComponents(layout)`.
 */
export * from './renderer';
export { renderStaticPage } from '../../../src/renderer/staticPage';
export { componentRegistry, getComponentDefinition } from '../../../src/components/registry';
