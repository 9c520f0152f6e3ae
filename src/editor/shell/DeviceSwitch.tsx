import Maximize2 from 'lucide-react/icons/maximize-2';
import Monitor from 'lucide-react/icons/monitor';
import Smartphone from 'lucide-react/icons/smartphone';
import Tablet from 'lucide-react/icons/tablet';
import { devicePreviewWidth } from '../../schema/breakpoints';
import { editorStore, useEditorStore } from '../store/editorStore';
import { selectDevice } from '../store/selectors';
import type { Device } from '../store/types';

const DEVICES: { device: Device; label: string; Icon: typeof Monitor }[] = [
  { device: 'mobile', label: `Mobile (${devicePreviewWidth.mobile} px)`, Icon: Smartphone },
  { device: 'tablet', label: `Tablet (${devicePreviewWidth.tablet} px)`, Icon: Tablet },
  { device: 'desktop', label: `Desktop (${devicePreviewWidth.desktop} px)`, Icon: Monitor },
  { device: 'fit', label: 'Fit to window', Icon: Maximize2 },
];

/** Which device the canvas previews; edits on tablet or desktop write that device's overrides. */
export function DeviceSwitch() {
  const device = useEditorStore(selectDevice);
  return (
    <div role="radiogroup" aria-label="Preview device" className="one-editor-segmented">
      {DEVICES.map(({ device: value, label, Icon }) => (
        <button
          key={value}
          type="button"
          role="radio"
          aria-checked={device === value}
          aria-label={label}
          title={label}
          className="one-editor-icon-button"
          onClick={() => editorStore.getState().setDevice(value)}
        >
          <Icon aria-hidden size={16} />
        </button>
      ))}
    </div>
  );
}
