import { DialogHost } from '../ui/dialog/DialogHost';
import { Toaster } from '../ui/toast/Toaster';

/** The modal dialog host and the toast area of a page (staticLayout.tsx loads this chunk). */
export default function PageSurfaces() {
  return (
    <>
      <DialogHost />
      <Toaster />
    </>
  );
}
