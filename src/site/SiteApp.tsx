import { ThemeProvider } from '../ui/theme/ThemeProvider';
import { Toaster } from '../ui/toast/Toaster';
import { DialogHost } from '../ui/dialog/DialogHost';
import { DemoPage } from './DemoPage';
import { PreviewHarness } from './PreviewHarness';

/** Visitor pages. Until the visitor-pages issue lands, every path shows the demo layout. */
export function SiteApp() {
  return (
    <ThemeProvider>
      {window.location.pathname === '/preview' ? <PreviewHarness /> : <DemoPage />}
      <DialogHost />
      <Toaster />
    </ThemeProvider>
  );
}
