import type { RecordUsage } from '../entities/upload';

/**
 * A setting in the owner's words, per place: a collection's `image` is its main image, a
 * post's is just its image. A field without words of its own is read with spaces.
 */
const FIELD_WORDS: Record<string, string> = {
  'collection.image': 'main image',
  'collection.registration_settings': 'registration settings',
  'collection.activity_settings': 'activity settings',
  'site.logo': 'logo',
  'site.logo_dark': 'dark logo',
};

function fieldWords(usage: RecordUsage): string {
  return FIELD_WORDS[`${usage.place}.${usage.field}`] ?? usage.field.replace(/_/g, ' ');
}

/**
 * A place outside the layouts that uses a file, as the media library and the refusal to delete
 * it say it: `Collection "Harbour Lamp" (gallery)`, `Token #3 of "Harbour Lamp" (images)`,
 * `Post "Lamp #1 leaves the workshop" in "Harbour Lamp" (image)`, `Saved section "Hero"`,
 * `Site "Vitrine Demo" (logo)`.
 */
export function describeRecordUsage(usage: RecordUsage): string {
  const field = ` (${fieldWords(usage)})`;
  const inCollection = usage.collection_name ? ` in "${usage.collection_name}"` : '';
  switch (usage.place) {
    case 'collection':
      return `Collection "${usage.name}"${field}`;
    case 'token':
      return `Token #${usage.id}${usage.collection_name ? ` of "${usage.collection_name}"` : ''}${field}`;
    case 'post':
      return `${usage.name ? `Post "${usage.name}"` : 'A post'}${inCollection}${field}`;
    case 'section':
      return `Saved section "${usage.name}"`;
    case 'site':
      return `Site "${usage.name}"${field}`;
  }
}
