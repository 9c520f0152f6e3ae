/**
 * `@vitrine/kit/schema`: the layout document, theme and entity schemas (zod), the document's
 * migrations and the parse every Vitrine program uses. No React.
 */
export {
  CURRENT_LAYOUT_VERSION,
  layoutDocument,
  type LayoutDocument,
  type LayoutDocumentInput,
} from '../../../src/schema/layout/document';
export {
  layoutMigrations,
  migrate,
  type MigrationResult,
} from '../../../src/schema/layout/migrations';
export type { ParseLayoutResult, PathError } from '../../../src/schema/layout/parseLayout';
export {
  componentSchemas,
  getComponentSchema,
  parseLayoutDocument,
} from '../../../src/components/schemaRegistry';
export { componentTypes, type ComponentType } from '../../../src/schema/componentTypes';
export {
  defaultTheme,
  themeSchema,
  type Theme,
  type ThemeInput,
} from '../../../src/schema/theme/theme';
export {
  collection,
  collectionDetail,
  type Collection,
  type CollectionDetail,
} from '../../../src/schema/entities/collection';
export { token, type Token } from '../../../src/schema/entities/token';
export { activity, type Activity } from '../../../src/schema/entities/activity';
export { user, type User } from '../../../src/schema/entities/user';
export { LOCALES, type Locale } from '../../../src/schema/locales';
