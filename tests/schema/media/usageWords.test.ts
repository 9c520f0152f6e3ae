import { describe, expect, it } from 'vitest';
import type { RecordUsage } from '../../../src/schema/entities/upload';
import { describeRecordUsage } from '../../../src/schema/media/usageWords';

const usage = (over: Partial<RecordUsage>): RecordUsage => ({
  place: 'collection',
  id: 'col_1',
  name: 'Harbour Lamp',
  collection_id: null,
  collection_name: null,
  field: 'gallery',
  ...over,
});

describe('a place outside the layouts is said in its own words', () => {
  it('names the record and which of its settings uses the file', () => {
    expect(describeRecordUsage(usage({}))).toBe('Collection "Harbour Lamp" (gallery)');
    expect(describeRecordUsage(usage({ field: 'image' }))).toBe(
      'Collection "Harbour Lamp" (main image)',
    );
    expect(describeRecordUsage(usage({ field: 'registration_settings' }))).toBe(
      'Collection "Harbour Lamp" (registration settings)',
    );
    expect(
      describeRecordUsage(
        usage({
          place: 'token',
          id: '3',
          name: '#3',
          collection_id: 'col_1',
          collection_name: 'Harbour Lamp',
          field: 'images',
        }),
      ),
    ).toBe('Token #3 of "Harbour Lamp" (images)');
    expect(
      describeRecordUsage(
        usage({
          place: 'post',
          id: 'act_1',
          name: 'Lamp #1 leaves the workshop',
          collection_id: 'col_1',
          collection_name: 'Harbour Lamp',
          field: 'image',
        }),
      ),
    ).toBe('Post "Lamp #1 leaves the workshop" in "Harbour Lamp" (image)');
    expect(describeRecordUsage(usage({ place: 'section', name: 'Hero', field: 'fragment' }))).toBe(
      'Saved section "Hero"',
    );
    expect(
      describeRecordUsage(usage({ place: 'site', name: 'Vitrine Demo', field: 'logo_dark' })),
    ).toBe('Site "Vitrine Demo" (dark logo)');
  });

  it('a post with neither title nor text is still named as a post', () => {
    expect(
      describeRecordUsage(
        usage({ place: 'post', name: '', collection_name: 'Harbour Lamp', field: 'gallery' }),
      ),
    ).toBe('A post in "Harbour Lamp" (gallery)');
  });
});
