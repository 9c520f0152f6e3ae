import type { RegistryWidgetsType, TemplatesType } from '@rjsf/utils';
import { BaseInputTemplate } from './BaseInputTemplate';
import { ActiveTabWidget, SegmentedWidget, SelectWidget, ToggleWidget } from './ChoiceWidgets';
import { CssCodeWidget, HtmlCodeWidget, SvgCodeWidget } from './CodeWidget';
import { ColorWidget } from './ColorWidget';
import { DateTimeLocalWidget, DateWidget, TimeWidget, TimezoneWidget } from './DateTimeWidgets';
import { RichTextWidget } from './RichTextWidget';
import { NumberWidget, SliderWidget } from './SliderWidget';
import {
  ArrayFieldItemTemplate,
  ArrayFieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  FieldTemplate,
  ObjectFieldTemplate,
} from './templates';
import { AudioUploadWidget, ImageUploadWidget, VideoUploadWidget } from './UploadWidget';
import { VideoSourceWidget } from './VideoSourceWidget';

/** Every custom widget, by the rjsf name formSchema.ts maps the hints' widget names to. */
export const editorWidgets: RegistryWidgetsType = {
  toggle: ToggleWidget,
  CheckboxWidget: ToggleWidget,
  segmented: SegmentedWidget,
  select: SelectWidget,
  SelectWidget,
  slider: SliderWidget,
  updown: NumberWidget,
  color: ColorWidget,
  date: DateWidget,
  time: TimeWidget,
  datetime: DateTimeLocalWidget,
  timezone: TimezoneWidget,
  richtext: RichTextWidget,
  'code-html': HtmlCodeWidget,
  'code-css': CssCodeWidget,
  'code-svg': SvgCodeWidget,
  'image-upload': ImageUploadWidget,
  'video-upload': VideoUploadWidget,
  'video-source': VideoSourceWidget,
  'audio-upload': AudioUploadWidget,
  'active-tab': ActiveTabWidget,
};

export const editorTemplates: Partial<TemplatesType> = {
  BaseInputTemplate,
  FieldTemplate,
  FieldErrorTemplate,
  FieldHelpTemplate,
  ObjectFieldTemplate,
  ArrayFieldTemplate,
  ArrayFieldItemTemplate,
};
