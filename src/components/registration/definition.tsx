import { defineComponent } from '../types';
import { registrationCss } from './css';
import { registrationPanel } from './panel';
import { Registration } from './Registration';
import { mergeRegistrationSettings } from './mergeSettings';
import { registrationSchema } from './schema';
import { provideSettingsMerge } from './settingsMerge';

// Where the block's definition is loaded (the server, the editor, the whole visitor app) its
// schema is at hand: the settings merge needs no load of its own.
provideSettingsMerge(mergeRegistrationSettings);

export const registrationComponent = defineComponent({
  ...registrationSchema,
  Render: Registration,
  css: registrationCss,
  panel: registrationPanel,
});
