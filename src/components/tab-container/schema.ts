import { z } from 'zod';
import { defineComponentSchema } from '../../schema/componentSchema';
import { cssColor } from '../../schema/cssValue';
import { sharedStyleFields, textTransforms } from '../../schema/styleFields';

export const tabPositions = ['top', 'bottom', 'left', 'right'] as const;
export const fontWeights = ['400', '500', '600', '700'] as const;

/** Built with the tab container's content schema, not when the registry imports this module. */
const tab = () =>
  z.object({
    /** Children of the tab carry this id as their `tabId`. */
    id: z.union([z.string().trim().min(1).max(100), z.number()]),
    label: z.string().max(100).default(''),
    visibility: z
      .object({
        mobile: z.boolean().default(true),
        tablet: z.boolean().default(true),
        desktop: z.boolean().default(true),
      })
      .prefault({}),
  });

/** Colours, padding, border and font settings: the shape of every tab style group. */
function boxFields(fontSize?: number) {
  return {
    color: cssColor.optional(),
    backgroundColor: cssColor.optional(),
    padding: z.number().min(0).max(48).optional(),
    borderColor: cssColor.optional(),
    borderWidth: z.number().min(0).max(20).optional(),
    borderRadius: z.number().min(0).max(100).optional(),
    fontSize:
      fontSize === undefined
        ? z.number().min(8).max(72).optional()
        : z.number().min(8).max(72).default(fontSize),
    fontWeight: z.enum(fontWeights).optional(),
    fontFamily: z.enum(['body', 'heading']).optional(),
    textTransform: z.enum(textTransforms).optional(),
  };
}

/** foundation.md Tab container: tabs (1 to 10), activeTab, tabPosition (default top). */
export const tabContainerSchema = defineComponentSchema({
  type: 'tab-container',
  label: 'Tab container',
  group: 'Layout',
  description: 'Tabs that each hold their own components.',
  content: () =>
    z.object({
      // The editor offers 1 to 10 tabs (minItems reaches its form through the JSON schema); a
      // stored document with none still parses and shows 'No tabs configured' (foundation.md).
      tabs: z
        .array(tab())
        .max(10)
        .meta({ minItems: 1 })
        .default([
          { id: '1', label: 'Tab 1', visibility: { mobile: true, tablet: true, desktop: true } },
        ]),
      activeTab: z.string().max(100).optional(),
      tabPosition: z.enum(tabPositions).default('top'),
    }),
  style: () =>
    z.object({
      ...sharedStyleFields,
      tabBar: z.object({ ...boxFields(), gap: z.number().min(0).max(48).optional() }).prefault({}),
      tabTrigger: z.object(boxFields(16)).prefault({}),
      activeTab: z.object(boxFields()).prefault({}),
      tabContent: z
        .object({ ...boxFields(), gap: z.number().min(0).max(48).default(16) })
        .prefault({}),
    }),
});

export type TabContainerData = z.output<typeof tabContainerSchema.content>;
export type TabContainerStyles = z.output<typeof tabContainerSchema.style>;
export type Tab = TabContainerData['tabs'][number];
