import type { FieldHint } from '../../components/panelHints';

/** The Layout panel's fields (schema: gridSettings), hinted as a component's panel is. */
export const gridPanelHints: Record<string, FieldHint> = {
  templateColumns: {
    label: 'Columns',
    order: 0,
    itemName: 'Column',
    itemLabel: 'Column {n} size',
    help: 'Each column’s size: 1fr, 200px, minmax(0, 1fr) or auto.',
  },
  templateRows: {
    label: 'Rows',
    order: 1,
    itemName: 'Row',
    itemLabel: 'Row {n} size',
    help: 'Each row’s size: auto, 200px or 1fr.',
  },
  gap: { label: 'Gap', order: 2, help: 'Space between areas, e.g. 16px' },
  padding: { label: 'Padding', order: 3, help: 'Space around the grid, e.g. 16px' },
  maxContentWidth: { label: 'Max content width', order: 4, help: 'e.g. 1200px or 100%' },
};

/** The selected area's fields (schema: areaPlacement): grid lines as owners count them, from 1. */
export const areaPanelHints: Record<string, FieldHint> = {
  name: { label: 'Area name', order: 0 },
  startCol: { label: 'Column start line', order: 1, widget: 'number', group: 'Position' },
  endCol: { label: 'Column end line', order: 2, widget: 'number', group: 'Position' },
  startRow: { label: 'Row start line', order: 3, widget: 'number', group: 'Position' },
  endRow: { label: 'Row end line', order: 4, widget: 'number', group: 'Position' },
};
