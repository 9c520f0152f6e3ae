import { useRef, useState, type DragEvent } from 'react';

function carriesFiles(event: DragEvent): boolean {
  return [...event.dataTransfer.types].includes('Files');
}

/**
 * Drop a file anywhere on a field: handlers for its box and whether a file is over it. Only
 * drags carrying files are taken (a palette drag passes through); a drop of several files is
 * handed over whole so the field can say it takes one.
 */
export function useFileDrop(onFiles: (files: File[]) => void, disabled = false) {
  const [dropping, setDropping] = useState(false);
  // dragenter/dragleave fire for every child crossed: count them to know when it really left.
  const depth = useRef(0);
  const reset = () => {
    depth.current = 0;
    setDropping(false);
  };
  return {
    dropping,
    handlers: {
      onDragEnter(event: DragEvent) {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        depth.current += 1;
        setDropping(true);
      },
      onDragOver(event: DragEvent) {
        if (disabled || !carriesFiles(event)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'copy';
      },
      onDragLeave(event: DragEvent) {
        if (disabled || !carriesFiles(event)) return;
        depth.current = Math.max(0, depth.current - 1);
        if (depth.current === 0) setDropping(false);
      },
      onDrop(event: DragEvent) {
        if (disabled || !carriesFiles(event)) return;
        // The browser would otherwise open the file, or fill the file input it landed on too.
        event.preventDefault();
        reset();
        onFiles([...event.dataTransfer.files]);
      },
    },
  };
}
