import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { SchemaForm } from '../../../src/editor/panels/form/SchemaForm';
import { activeTabOptions } from '../../../src/editor/widgets/ChoiceWidgets';
import { mediaFileProblem } from '../../../src/editor/widgets/UploadWidget';
import { defaultTheme } from '../../../src/schema/theme/theme';
import type { FieldHint } from '../../../src/components/panelHints';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);

vi.setConfig({ testTimeout: 30_000 });

type Json = Record<string, unknown>;

function renderForm(
  schema: z.ZodType,
  hints: Record<string, FieldHint> = {},
  value: Json = schema.parse({}) as Json,
  upload?: () => Promise<string>,
) {
  const commits: Json[] = [];
  let current = value;
  const onCommit = (next: Json) => {
    commits.push(next);
    current = next;
    view.rerender(form());
  };
  const form = () => (
    <SchemaForm
      idPrefix="f"
      schema={schema}
      hints={hints}
      value={current}
      onCommit={onCommit}
      theme={defaultTheme}
      themeMode="light"
      upload={upload}
    />
  );
  const view = render(form());
  return { commits, last: () => commits[commits.length - 1] };
}

describe('widgets, shared by every component that needs them', () => {
  it('colour: hex text, react-colorful picker, theme colours as swatches writing the theme variable', async () => {
    const { last } = renderForm(z.object({ color: z.string().optional() }), {
      color: { label: 'Colour', widget: 'color' },
    });
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '#12345680' } });
    expect(last()).toEqual({ color: '#12345680' });
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: 'Open the colour picker for Colour' }));
    expect(screen.getByRole('slider', { name: 'Alpha' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Use the theme colour primary' }));
    expect(last()).toEqual({ color: 'var(--one-primary)' });
    fireEvent.click(screen.getByRole('button', { name: 'Clear Colour' }));
    expect(last()).toEqual({});
  });

  it('colour: a colour not set says so on its chip; a set one paints the chip over the checkerboard', () => {
    renderForm(z.object({ color: z.string().optional() }), {
      color: { label: 'Colour', widget: 'color' },
    });
    const chip = () => screen.getByRole('button', { name: 'Open the colour picker for Colour' });
    expect(chip()).toHaveAccessibleDescription('Not set: the default colour applies');
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '#12345680' } });
    expect(chip()).not.toHaveAccessibleDescription();
    // Laid over the checkerboard (one layer of the chip's background), not replacing it.
    expect(chip().style.getPropertyValue('--chip')).toBe('#12345680');
    expect(chip().style.background).toBe('');
  });

  it('colour: text that is no colour is named as such and never reaches the document; Escape closes the picker', async () => {
    const { commits } = renderForm(z.object({ color: z.string().optional() }), {
      color: { label: 'Colour', widget: 'color' },
    });
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: 'notacolour' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Not a valid CSS color');
    expect(screen.getByLabelText('Colour')).toHaveAttribute('aria-invalid', 'true');
    expect(commits).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Colour'), { target: { value: '#abcdef' } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(commits).toHaveLength(1);

    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Open the colour picker for Colour' }));
    const picker = screen.getByRole('group', { name: 'Colour picker' });
    fireEvent.keyDown(within(picker).getAllByRole('slider')[0]!, { key: 'Escape' });
    expect(screen.queryByRole('group', { name: 'Colour picker' })).toBeNull();
  });

  it('number range: slider and input carry the bounds and the unit; out of bounds is refused with the bound', () => {
    const { last, commits } = renderForm(z.object({ gap: z.number().min(0).max(32).default(8) }), {
      gap: { label: 'Gap', unit: 'px' },
    });
    // The slider is the pointer's; the labelled number input is the field's one control.
    expect(screen.getAllByLabelText(/Gap/)).toHaveLength(1);
    expect(screen.getByRole('spinbutton', { name: 'Gap' })).toBeInTheDocument();
    const slider = screen.getByRole('slider', { hidden: true });
    expect(slider).toHaveAttribute('min', '0');
    expect(slider).toHaveAttribute('max', '32');
    expect(screen.getByText('0–32 px')).toBeInTheDocument();
    fireEvent.change(slider, { target: { value: '12' } });
    expect(last()).toEqual({ gap: 12 });
    fireEvent.change(screen.getByLabelText('Gap'), { target: { value: '33' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Must be at most 32 px');
    expect(commits).toHaveLength(1);
    fireEvent.change(screen.getByLabelText('Gap'), { target: { value: '-1' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Must be at least 0 px');
  });

  it('number: a number typed past a bound is explained while typing, and settles on that bound when the field is left or Enter is pressed', () => {
    const { last, commits } = renderForm(z.object({ gap: z.number().min(0).max(30).default(8) }), {
      gap: { label: 'Gap', unit: 'px' },
    });
    const gap = screen.getByRole('spinbutton', { name: 'Gap' });
    fireEvent.focus(gap);
    fireEvent.change(gap, { target: { value: '4' } });
    fireEvent.change(gap, { target: { value: '45' } });
    // While typing: what was typed, its reason, and the document on the last number it took.
    expect(gap).toHaveValue(45);
    expect(screen.getByRole('alert')).toHaveTextContent('Must be at most 30 px');
    expect(last()).toEqual({ gap: 4 });
    fireEvent.blur(gap);
    expect(gap).toHaveValue(30);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(last()).toEqual({ gap: 30 });
    fireEvent.change(gap, { target: { value: '-3' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Must be at least 0 px');
    fireEvent.keyDown(gap, { key: 'Enter' });
    expect(gap).toHaveValue(0);
    expect(last()).toEqual({ gap: 0 });
    const settled = commits.length;
    // A number within the bounds is left as it is: leaving it writes nothing more.
    fireEvent.change(gap, { target: { value: '12' } });
    fireEvent.blur(gap);
    expect(commits).toHaveLength(settled + 1);
    expect(last()).toEqual({ gap: 12 });
  });

  it('number without both bounds: leaving it settles a number past its one bound on that bound', () => {
    const { last } = renderForm(z.object({ weight: z.number().min(1).default(5) }), {
      weight: { label: 'Weight' },
    });
    const weight = screen.getByRole('spinbutton', { name: 'Weight' });
    fireEvent.change(weight, { target: { value: '-2' } });
    expect(screen.getByRole('alert')).toHaveTextContent('Must be at least 1');
    fireEvent.blur(weight);
    expect(weight).toHaveValue(1);
    expect(last()).toEqual({ weight: 1 });
  });

  it('select and segmented choices use the hint labels; toggle is a switch', () => {
    const schema = z.object({
      fit: z.enum(['cover', 'contain', 'scale-down', 'fill']).default('cover'),
      align: z.enum(['left', 'right']).default('left'),
      show: z.boolean().default(true),
    });
    const { last } = renderForm(schema, {
      fit: { label: 'Fit', optionLabels: { 'scale-down': 'Shrink to fit' } },
    });
    expect(
      within(screen.getByLabelText('Fit')).getByRole('option', { name: 'Shrink to fit' }),
    ).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Fit'), { target: { value: 'scale-down' } });
    expect(last()).toMatchObject({ fit: 'scale-down' });
    fireEvent.click(screen.getByRole('radio', { name: 'Right' }));
    expect(last()).toMatchObject({ align: 'right' });
    fireEvent.click(screen.getByRole('switch', { name: 'Show' }));
    expect(last()).toMatchObject({ show: false });
  });

  it('blocks.md: time is HH:MM on a 24-hour clock; time zone is an IANA identifier', () => {
    const schema = z.object({
      time: z.string().default('12:00'),
      timezone: z.string().default('UTC'),
    });
    const { last, commits } = renderForm(schema, {
      time: { label: 'Time', widget: 'time' },
      timezone: { label: 'Time zone', widget: 'timezone' },
    });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '7:30 PM' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Use HH:MM on a 24-hour clock, for example 18:30',
    );
    expect(commits).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '19:30' } });
    expect(last()).toMatchObject({ time: '19:30' });
    const zones = within(screen.getByLabelText('Time zone'))
      .getAllByRole('option')
      .map((o) => (o as HTMLOptionElement).value);
    expect(zones).toContain('Europe/Paris');
    fireEvent.change(screen.getByLabelText('Time zone'), { target: { value: 'Asia/Tokyo' } });
    expect(last()).toMatchObject({ timezone: 'Asia/Tokyo' });
  });

  it('date format: moment-style YYYY and DD are not written; the message names yyyy and dd and offers the fix', () => {
    const schema = z.object({ format: z.string().default('MMM dd, yyyy') });
    const { last, commits } = renderForm(schema, {
      format: { label: 'Format', widget: 'date-format' },
    });
    const field = screen.getByLabelText('Format');
    fireEvent.change(field, { target: { value: 'DD/MM/YYYY' } });
    expect(commits).toHaveLength(0);
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Use dd for the day of the month (not DD), yyyy for the year (not YYYY)',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Use dd/MM/yyyy' }));
    expect(last()).toMatchObject({ format: 'dd/MM/yyyy' });
    expect(field).toHaveValue('dd/MM/yyyy');
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.change(field, { target: { value: 'dd MMM until' } });
    expect(screen.getByRole('alert')).toHaveTextContent('The letter n is not a date token');
    expect(last()).toMatchObject({ format: 'dd/MM/yyyy' });
  });

  it('date format: one stored with moment tokens (an older layout) says so as soon as it shows', () => {
    const schema = z.object({ format: z.string().default('MMM dd, yyyy') });
    renderForm(
      schema,
      { format: { label: 'Format', widget: 'date-format' } },
      {
        format: 'YYYY-MM-DD',
      },
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Use yyyy for the year (not YYYY)');
    expect(screen.getByRole('button', { name: 'Use yyyy-MM-dd' })).toBeInTheDocument();
  });

  it('tab container: the active-tab options are the tabs with a string id, labelled by label or "Tab {id}", sorted', () => {
    expect(
      activeTabOptions([
        { id: 'b', label: 'Zebra' },
        { id: '2' },
        { id: 3, label: 'numeric id' },
        { id: 'a', label: 'Apple' },
      ]),
    ).toEqual([
      { value: 'a', label: 'Apple' },
      { value: '2', label: 'Tab 2' },
      { value: 'b', label: 'Zebra' },
    ]);
  });

  it('lists: add, remove and move within the min and max item counts', () => {
    const schema = z.object({
      items: z
        .array(z.object({ id: z.string(), label: z.string().default('') }))
        .min(1)
        .max(2)
        .default([{ id: '1', label: 'First' }]),
    });
    const { last } = renderForm(schema, {
      items: { label: 'Items' },
      'items.*.id': { hidden: true },
    });
    expect(screen.getByRole('button', { name: 'Remove 1. First' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect((last()!.items as unknown[]).length).toBe(2);
    expect(screen.getByRole('button', { name: 'Add item' })).toBeDisabled();
    expect(screen.getByText('At most 2 items')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Label of item 2'), { target: { value: 'Second' } });
    fireEvent.click(screen.getByRole('button', { name: 'Move 2. Second up' }));
    expect((last()!.items as { label: string }[]).map((i) => i.label)).toEqual(['Second', 'First']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove 2. First' }));
    expect((last()!.items as unknown[]).length).toBe(1);
  });

  it('uploads: a URL field, a file picker through the client, a preview; video and audio only their type, at most 5 MB', async () => {
    const upload = vi.fn(async () => '/uploads/clip.mp4');
    const { last } = renderForm(
      z.object({ src: z.string().default('') }),
      { src: { label: 'Video', widget: 'video-upload' } },
      { src: '' },
      upload,
    );
    const picker = screen.getByLabelText('Upload a file for Video');
    await userEvent
      .setup({ applyAccept: false })
      .upload(picker, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please select a video file.');
    expect(upload).not.toHaveBeenCalled();
    await userEvent.setup().upload(picker, new File(['x'], 'clip.mp4', { type: 'video/mp4' }));
    expect(upload).toHaveBeenCalledOnce();
    await screen.findByLabelText('Preview of Video');
    expect(last()).toEqual({ src: '/uploads/clip.mp4' });
    expect(
      mediaFileProblem(
        new File([new Uint8Array(5_242_881)], 'big.mp3', { type: 'audio/mpeg' }),
        'audio',
      ),
    ).toBe('File size (5.001 MB) exceeds 5MB limit');
  });
});
