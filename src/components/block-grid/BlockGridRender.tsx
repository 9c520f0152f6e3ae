import { useMemo, type CSSProperties } from 'react';
import { usePageContext } from '../../renderer/PageContext';
import type { ComponentRenderProps } from '../types';
import { BlockCard } from './BlockCard';
import { useBlockDialogs } from './BlockDialogs';
import { fillTitle } from './placeholders';
import {
  blocksPerLayout,
  type Block,
  type BlockGridData,
  type BlockGridStyles,
  type Container,
} from './schema';
import { t } from '../../i18n/i18n';

type Slot = { kind: 'empty' } | { kind: 'missing'; id: string } | { kind: 'block'; block: Block };

/**
 * The slots of a container: inline blocks go to the slot their order names (or the next free
 * one); a block given by id is looked up among all the grid's blocks and, when absent, is
 * 'Block not found'. Slots beyond the layout's count are not shown (their data is kept).
 */
export function containerSlots(container: Container, allBlocks: Map<string, Block>): Slot[] {
  const count = blocksPerLayout[container.layout];
  const slots: Slot[] = Array.from({ length: count }, () => ({ kind: 'empty' }));
  const place = (slot: Slot, wanted?: number) => {
    const index =
      wanted !== undefined && wanted < count && slots[wanted]!.kind === 'empty'
        ? wanted
        : slots.findIndex((s) => s.kind === 'empty');
    if (index >= 0) slots[index] = slot;
  };
  for (const entry of container.blocks) {
    if (typeof entry === 'string') {
      const found = allBlocks.get(entry);
      place(found ? { kind: 'block', block: found } : { kind: 'missing', id: entry });
    } else {
      place({ kind: 'block', block: entry }, entry.order);
    }
  }
  return slots;
}

/** The tall slot of a sidebar layout spans two rows: a 1x2 target. */
function slotTarget(layout: Container['layout'], index: number): '1x1' | '1x2' {
  if (layout === 'left-sidebar') return index === 0 ? '1x2' : '1x1';
  if (layout === 'right-sidebar') return index === 2 ? '1x2' : '1x1';
  return '1x1';
}

export function BlockGridRender({
  data,
  styles,
  builder,
}: ComponentRenderProps<BlockGridData, BlockGridStyles>) {
  useBlockDialogs();
  const page = usePageContext();
  const allBlocks = useMemo(() => {
    const map = new Map<string, Block>();
    for (const container of data.containers)
      for (const entry of container.blocks) if (typeof entry !== 'string') map.set(entry.id, entry);
    return map;
  }, [data.containers]);
  const style = { '--one-block-gap': styles.spacing?.gap ?? '16px' } as CSSProperties;
  // foundation.md: placeholders are filled from the page; when one remains or the result is
  // empty (a blank title too) the collection name is used. With no collection there is nothing
  // to fall back on: a blank title shows no heading, and in the builder the owner sees the
  // template as typed rather than nothing.
  const title = (template: string) => fillTitle(template, page) || (builder ? template.trim() : '');
  // A card's header is not a title: a blank one stays blank, or every card would repeat the
  // collection name; one with placeholders is filled like a title.
  const header = (template: string) => (template.trim() ? title(template) : '');

  return (
    <div className="one-block-grid" style={style}>
      {data.containers.map((container) => {
        const heading = title(container.title);
        return (
          <section
            key={container.id}
            className="one-block-container"
            data-container-id={container.id}
            data-layout={container.layout}
            aria-label={heading || undefined}
          >
            {heading ? <h2 className="one-block-container-title">{heading}</h2> : null}
            <div className="one-block-slots">
              {containerSlots(container, allBlocks).map((slot, index) => (
                <div key={index} className="one-block-slot" data-slot={index}>
                  {slot.kind === 'block' ? (
                    <BlockCard
                      block={slot.block}
                      title={header(slot.block.card.header)}
                      target={slotTarget(container.layout, index)}
                      builder={builder}
                    />
                  ) : slot.kind === 'missing' ? (
                    <div className="one-block-missing" role="note">
                      {t('empty.blockNotFound')}
                    </div>
                  ) : (
                    <div
                      className="one-block-slot-empty"
                      style={{
                        minHeight: slotTarget(container.layout, index) === '1x2' ? 360 : 200,
                      }}
                    >
                      {builder ? 'Empty slot: add a block' : null}
                    </div>
                  )}
                </div>
              ))}
            </div>
          </section>
        );
      })}
    </div>
  );
}
