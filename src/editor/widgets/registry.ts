import { getDefaultRegistry } from '@rjsf/core';
import type { RegistryWidgetsType, TemplatesType, Widget } from '@rjsf/utils';
import type { WidgetName } from '../../components/panelHints';
import { BaseInputTemplate } from './BaseInputTemplate';
import { ActiveTabWidget, SegmentedWidget, SelectWidget, ToggleWidget } from './ChoiceWidgets';
import { CssCodeWidget, HtmlCodeWidget, SvgCodeWidget } from './CodeWidget';
import { ColorWidget } from './ColorWidget';
import { DateFormatWidget } from './DateFormatWidget';
import { DateTimeLocalWidget, DateWidget, TimeWidget, TimezoneWidget } from './DateTimeWidgets';
import { RichTextWidget } from './RichTextWidget';
import { TextOrChoiceWidget } from './TextOrChoiceWidget';
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

const plain = getDefaultRegistry().widgets;

/**
 * The one table of the forms' widgets: a hint's widget name (or the one formSchema.ts picks
 * for a field without a hint) is the rjsf widget key, and this is its component. A list has
 * no widget: rjsf's array field draws it with ArrayFieldTemplate.
 */
export const widgetTable: Record<Exclude<WidgetName, 'list'>, Widget> = {
  text: plain.TextWidget!,
  textarea: plain.TextareaWidget!,
  url: plain.URLWidget!,
  richtext: RichTextWidget,
  'code-html': HtmlCodeWidget,
  'code-css': CssCodeWidget,
  svg: SvgCodeWidget,
  color: ColorWidget,
  slider: SliderWidget,
  number: NumberWidget,
  select: SelectWidget,
  segmented: SegmentedWidget,
  toggle: ToggleWidget,
  date: DateWidget,
  time: TimeWidget,
  'date-format': DateFormatWidget,
  datetime: DateTimeLocalWidget,
  timezone: TimezoneWidget,
  'image-upload': ImageUploadWidget,
  'video-upload': VideoUploadWidget,
  'video-source': VideoSourceWidget,
  'audio-upload': AudioUploadWidget,
  'active-tab': ActiveTabWidget,
  'text-or-choice': TextOrChoiceWidget,
};

/**
 * The table as rjsf's widgets, plus the two rjsf picks itself for a field no hint names a
 * widget for inside a choice of shapes (a boolean, an enum).
 */
export const editorWidgets: RegistryWidgetsType = {
  ...widgetTable,
  CheckboxWidget: ToggleWidget,
  SelectWidget,
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
