/** A byte range of a stored object, both ends included (as in a Content-Range header). */
export interface ByteRange {
  start: number;
  end: number;
}

/** What a read found: the object's size, the range chosen from it, and its bytes as a stream. */
export interface StoredRead {
  size: number;
  range: ByteRange | 'unsatisfiable' | null;
  /** The whole object, or the range; null when the range is unsatisfiable. */
  body: ReadableStream<Uint8Array> | null;
}

/**
 * Where uploads live: a local folder (the default, one machine) or an S3-compatible bucket
 * (several processes or machines). Names are ours (`upl_….png`), flat, never a path.
 */
export interface Storage {
  /** 'local' or 's3', for logs and the readiness answer. */
  readonly kind: 'local' | 's3';
  /** Where, for a person: the folder, or s3://bucket/prefix. */
  readonly description: string;
  /** Stores the bytes under `name`, replacing what was there; resolves once they are durable. */
  put(name: string, bytes: Uint8Array, mime: string): Promise<void>;
  /**
   * Streams the object, or the range `pickRange` chooses once the size is known; null when
   * there is no such object.
   */
  read(
    name: string,
    pickRange?: (size: number) => ByteRange | 'unsatisfiable' | null,
  ): Promise<StoredRead | null>;
  /** Deletes the object; nothing happens when there is none. */
  remove(name: string): Promise<void>;
  /** Throws when the store cannot be reached or written to (readiness). */
  check(): Promise<void>;
  close(): void;
}

/** The names uploads and seeded files get: letters, digits, `_`, `.` and `-`. */
export const STORED_NAME = /^[A-Za-z0-9_.-]+$/;

export function assertStoredName(name: string): void {
  if (!STORED_NAME.test(name) || name.startsWith('.'))
    throw new Error(`Not a stored file name: ${JSON.stringify(name)}`);
}
