import {
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type CollisionDetection,
  type DragEndEvent,
  type DragMoveEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { showToast } from '../../ui/toast/toastStore';
import { canvasBridge } from '../canvas/canvasBridge';
import { allDropTargets, dropTargetAt, type DropTarget } from '../canvas/dropTarget';
import { editorStore } from '../store/editorStore';
import { announcements, screenReaderInstructions } from './announcements';
import { chipBesidePointer, grabPoint } from './chipBesidePointer';
import { isDragData, type DragData } from './dragData';
import { dragStore } from './dragStore';
import { keyboardStart } from './keyboardStart';
import { keyboardTargets } from './keyboardTargets';
import { createLiveSnapshot, whenCanvasSettles } from './liveSnapshot';

const EDGE = 56;
const MAX_SPEED = 24;

/** Centre of a drop indicator in editor window coordinates. */
function viewportPoint(target: DropTarget) {
  return canvasBridge.toWindow(
    target.indicator.left + target.indicator.width / 2,
    target.indicator.top + target.indicator.height / 2,
  );
}

/** Keeps a keyboard target in view inside the canvas scroller. */
function revealTarget(target: DropTarget) {
  const canvas = canvasBridge.get();
  if (!canvas) return;
  const scrollerRect = canvas.scroller.getBoundingClientRect();
  const { y } = viewportPoint(target);
  if (y < scrollerRect.top + EDGE) canvasBridge.scrollBy(y - (scrollerRect.top + EDGE));
  else if (y > scrollerRect.bottom - EDGE) canvasBridge.scrollBy(y - (scrollerRect.bottom - EDGE));
}

const keyboardCoordinates: KeyboardCoordinateGetter = (event, { currentCoordinates }) => {
  const delta = { ArrowDown: 1, ArrowRight: 1, ArrowUp: -1, ArrowLeft: -1 }[
    event.code as 'ArrowDown'
  ];
  if (delta === undefined) return undefined;
  event.preventDefault();
  const target = keyboardTargets.step(delta);
  if (!target) return currentCoordinates;
  // Set here, before dnd-kit emits the move: its announcement may run before our onDragMove.
  dragStore.setState({ target });
  revealTarget(target);
  const point = viewportPoint(target);
  // A sub-pixel nudge makes every step a move, so dnd-kit reports it even at the same spot.
  return { x: point.x, y: point.y + (currentCoordinates.y === point.y ? 0.01 : 0) };
};

/** No dnd-kit droppables: the landing place comes from our own geometry of the frame. */
const collision: CollisionDetection = () => [];

function pointerOf(event: DragMoveEvent): { x: number; y: number } | null {
  const start = event.activatorEvent;
  if (
    !(start instanceof MouseEvent) &&
    !(typeof PointerEvent !== 'undefined' && start instanceof PointerEvent)
  )
    return null;
  const { clientX, clientY } = start as MouseEvent;
  return { x: clientX + event.delta.x, y: clientY + event.delta.y };
}

/**
 * Drag and drop for the palette and the canvas. The canvas lives in an iframe, so dnd-kit's
 * droppables cannot sit inside it: while dragging, the frame ignores the pointer, and the
 * landing place is worked out from the measured frame (geometry.ts, dropTarget.ts).
 *
 * `revealCanvas` shows the canvas when a drag from the palette starts while it is hidden (a
 * narrow editor shows the palette in place of the canvas), and returns how to put the palette
 * back: it comes back when nothing landed, so the owner can pick again.
 */
export function EditorDndProvider({
  children,
  revealCanvas,
}: {
  children: ReactNode;
  revealCanvas?: () => () => void;
}) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: keyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const [active, setActive] = useState<DragData | null>(null);
  const [snapshot] = useState(createLiveSnapshot);
  const toReveal = useRef<{ keyboard: boolean; movingId: string | null } | null>(null);
  const putBack = useRef<(() => void) | null>(null);
  const stopWaiting = useRef<(() => void) | null>(null);
  const scrollTimer = useRef<number | null>(null);
  const lastPointer = useRef<{ x: number; y: number } | null>(null);
  const grab = useRef<{ x: number; y: number } | null>(null);
  const [chipModifiers] = useState(() => [chipBesidePointer(() => grab.current)]);

  function stopAutoScroll() {
    if (scrollTimer.current !== null) cancelAnimationFrame(scrollTimer.current);
    scrollTimer.current = null;
  }

  function updatePointerTarget(point: { x: number; y: number }) {
    const movingId = dragStore.getState().movingId ?? undefined;
    const inFrame = canvasBridge.toFrame(point.x, point.y);
    const target = dropTargetAt(snapshot.current(), inFrame.x, inFrame.y, movingId);
    dragStore.setState({ target });
  }

  /** Scrolls the canvas while the pointer rests near its top or bottom edge. */
  function autoScroll() {
    const canvas = canvasBridge.get();
    const point = lastPointer.current;
    if (!canvas || !point) return stopAutoScroll();
    const rect = canvas.scroller.getBoundingClientRect();
    let speed = 0;
    if (point.y < rect.top + EDGE && point.y > rect.top - EDGE)
      speed = -MAX_SPEED * (1 - (point.y - rect.top) / EDGE);
    else if (point.y > rect.bottom - EDGE && point.y < rect.bottom + EDGE)
      speed = MAX_SPEED * (1 - (rect.bottom - point.y) / EDGE);
    if (speed === 0) return stopAutoScroll();
    canvasBridge.scrollBy(Math.max(-MAX_SPEED, Math.min(MAX_SPEED, speed)));
    updatePointerTarget(point);
    scrollTimer.current = requestAnimationFrame(autoScroll);
  }

  function onDragStart(event: DragStartEvent) {
    const data = event.active.data.current;
    if (!isDragData(data)) return;
    // A component of the selected group carries the whole group along (moveDragged).
    const group = editorStore.getState().group;
    const label =
      data.kind === 'move' && group.includes(data.id) ? `${group.length} components` : data.label;
    grab.current = grabPoint(event.activatorEvent);
    setActive({ ...data, label });
    document.documentElement.dataset.editorDragging = 'true';
    snapshot.measure();
    const movingId = data.kind === 'move' ? data.id : null;
    dragStore.setState({ label, movingId, target: null });
    const keyboard = event.activatorEvent instanceof KeyboardEvent;
    if (data.kind !== 'move' && revealCanvas && canvasBridge.geometryKey() === null)
      toReveal.current = { keyboard, movingId };
    else if (keyboard) startKeyboardWalk(movingId);
  }

  // The hidden canvas is shown once dnd-kit has measured the picked-up item (after the
  // rendering that starts the drag): measured hidden, its chip would be drawn away from the
  // pointer. The arrow keys then walk the canvas's places once it has fitted itself.
  useEffect(() => {
    const pending = toReveal.current;
    toReveal.current = null;
    if (!active || !pending || !revealCanvas) return;
    putBack.current = revealCanvas();
    if (pending.keyboard)
      stopWaiting.current = whenCanvasSettles(() => startKeyboardWalk(pending.movingId));
  });

  /** The keyboard's walk through the canvas's places, from where the drag starts. */
  function startKeyboardWalk(movingId: string | null) {
    stopWaiting.current = null;
    const frame = snapshot.current();
    const targets = allDropTargets(frame, movingId ?? undefined);
    keyboardTargets.reset(targets, keyboardStart(frame, targets, movingId));
    const first = keyboardTargets.current();
    dragStore.setState({ target: first });
    if (first) revealTarget(first);
  }

  function onDragMove(event: DragMoveEvent) {
    if (event.activatorEvent instanceof KeyboardEvent) {
      dragStore.setState({ target: keyboardTargets.current() });
      return;
    }
    const point = pointerOf(event);
    if (!point) return;
    lastPointer.current = point;
    updatePointerTarget(point);
    if (scrollTimer.current === null) scrollTimer.current = requestAnimationFrame(autoScroll);
  }

  function finish(landed: boolean) {
    toReveal.current = null;
    stopWaiting.current?.();
    stopWaiting.current = null;
    if (!landed) putBack.current?.();
    putBack.current = null;
    stopAutoScroll();
    keyboardTargets.clear();
    lastPointer.current = null;
    delete document.documentElement.dataset.editorDragging;
    setActive(null);
    // Cleared after dnd-kit has read it for the "landed" announcement.
    setTimeout(() => dragStore.setState({ label: null, movingId: null, target: null }), 0);
  }

  function onDragEnd(event: DragEndEvent) {
    const data = event.active.data.current;
    // The place under the pointer now: the canvas may have fitted itself since the last move.
    if (!(event.activatorEvent instanceof KeyboardEvent) && lastPointer.current)
      updatePointerTarget(lastPointer.current);
    const target = dragStore.getState().target;
    let landed = false;
    try {
      if (target && isDragData(data)) {
        const store = editorStore.getState();
        if (data.kind === 'new') store.addComponent(data.type, target.slot, target.index);
        else if (data.kind === 'section')
          store.insertSection(data.section, { slot: target.slot, index: target.index });
        else store.moveDragged(data.id, target.slot, target.index);
        landed = true;
      }
    } catch (error) {
      showToast({
        title: 'Could not drop there',
        description: (error as Error).message,
        variant: 'destructive',
      });
    }
    finish(landed);
  }

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={collision}
      autoScroll={false}
      accessibility={{ announcements, screenReaderInstructions }}
      onDragStart={onDragStart}
      onDragMove={onDragMove}
      onDragEnd={onDragEnd}
      onDragCancel={() => finish(false)}
    >
      {children}
      <DragOverlay dropAnimation={null} modifiers={chipModifiers}>
        {active ? <div className="one-editor-drag-chip">{active.label}</div> : null}
      </DragOverlay>
    </DndContext>
  );
}
