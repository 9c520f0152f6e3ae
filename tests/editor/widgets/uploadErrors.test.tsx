import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiRequestError } from '../../../src/client/errors';
import { SchemaForm } from '../../../src/editor/panels/form/SchemaForm';
import { defaultTheme } from '../../../src/schema/theme/theme';
import { loadLazyParts } from '../support/lazyParts';

beforeAll(loadLazyParts);

describe('upload widgets', () => {
  it("an upload the server refuses shows the server's message, not the raw HTTP answer", async () => {
    const refused = new ApiRequestError(
      'HTTP Error Status: 415 - {"error":"Unsupported Media Type","message":"file: content is not a recognised media file; accepted: video files"}',
      {
        endpoint: '/v1/uploads',
        options: { method: 'POST', hasBody: false, hasForm: true },
        status: 415,
        body: {
          error: 'Unsupported Media Type',
          message: 'file: content is not a recognised media file; accepted: video files',
        },
      },
    );
    const rejecting = vi.fn(() => Promise.reject(refused));
    render(
      <SchemaForm
        idPrefix="f"
        schema={z.object({ clip: z.string().default('') })}
        hints={{ clip: { label: 'Clip', widget: 'video-upload' } }}
        value={{ clip: '' }}
        onCommit={() => {}}
        theme={defaultTheme}
        themeMode="light"
        upload={rejecting}
      />,
    );
    const picker = screen.getByLabelText('Upload a file for Clip');
    await act(async () => {
      fireEvent.change(picker, {
        target: { files: [new File(['x'], 'clip.mp4', { type: 'video/mp4' })] },
      });
    });
    expect(rejecting).toHaveBeenCalledOnce();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'The upload failed: file: content is not a recognised media file; accepted: video files',
    );
    expect(screen.getByRole('alert')).not.toHaveTextContent('HTTP Error Status');
  });
});
