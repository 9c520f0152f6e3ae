/**
 * A minimal MP4 (ISO base media file) writer for one H.264 video track (no dependencies): the
 * movie header first, so a player starts without reading to the end, then the samples.
 */

/** Movie and track time in milliseconds. */
const TIMESCALE = 1000;

const u8 = (n: number) => Buffer.from([n & 0xff]);
const u16 = (n: number) => {
  const b = Buffer.alloc(2);
  b.writeUInt16BE(n);
  return b;
};
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};
const zeros = (n: number) => Buffer.alloc(n);

function box(type: string, ...parts: Buffer[]): Buffer {
  const body = Buffer.concat(parts);
  return Buffer.concat([u32(8 + body.length), Buffer.from(type, 'ascii'), body]);
}

/** A "full box": version and flags first. */
const fullBox = (type: string, version: number, flags: number, ...parts: Buffer[]) =>
  box(type, u8(version), u8(flags >> 16), u16(flags & 0xffff), ...parts);

/** The identity transform, as every header that has one writes it. */
const MATRIX = Buffer.concat(
  [0x00010000, 0, 0, 0, 0x00010000, 0, 0, 0, 0x40000000].map((n) => u32(n)),
);

export interface VideoTrack {
  width: number;
  height: number;
  /** The sequence and picture parameter sets, as NAL units (no start codes). */
  sps: Buffer;
  pps: Buffer;
  /** Every frame is a key frame here: one NAL unit each, shown for its duration. */
  frames: { nal: Buffer; durationMs: number }[];
  profile: number;
  constraints: number;
  level: number;
}

function movie(track: VideoTrack, dataOffset: number): Buffer {
  const duration = track.frames.reduce((sum, f) => sum + f.durationMs, 0);
  const sampleSizes = track.frames.map((f) => u32(4 + f.nal.length));
  const avcC = box(
    'avcC',
    u8(1), // configurationVersion
    u8(track.profile),
    u8(track.constraints),
    u8(track.level),
    u8(0xff), // four-byte NAL unit lengths
    u8(0xe1), // one SPS
    u16(track.sps.length),
    track.sps,
    u8(1), // one PPS
    u16(track.pps.length),
    track.pps,
  );
  const compressorName = zeros(32);
  const sampleEntry = box(
    'avc1',
    zeros(6),
    u16(1), // data_reference_index
    zeros(16),
    u16(track.width),
    u16(track.height),
    u32(0x00480000), // 72 dpi
    u32(0x00480000),
    u32(0),
    u16(1), // frame_count
    compressorName,
    u16(0x0018), // depth: colour
    u16(0xffff),
    avcC,
  );
  const sampleTable = box(
    'stbl',
    fullBox('stsd', 0, 0, u32(1), sampleEntry),
    fullBox(
      'stts',
      0,
      0,
      u32(track.frames.length),
      ...track.frames.flatMap((f) => [u32(1), u32(f.durationMs)]),
    ),
    // No stss: every sample is a sync sample.
    fullBox('stsc', 0, 0, u32(1), u32(1), u32(track.frames.length), u32(1)),
    fullBox('stsz', 0, 0, u32(0), u32(track.frames.length), ...sampleSizes),
    fullBox('stco', 0, 0, u32(1), u32(dataOffset)),
  );
  const media = box(
    'mdia',
    fullBox('mdhd', 0, 0, u32(0), u32(0), u32(TIMESCALE), u32(duration), u16(0x55c4), u16(0)),
    fullBox('hdlr', 0, 0, u32(0), Buffer.from('vide'), zeros(12), Buffer.from('VideoHandler\0')),
    box(
      'minf',
      fullBox('vmhd', 0, 1, zeros(8)),
      box('dinf', fullBox('dref', 0, 0, u32(1), fullBox('url ', 0, 1))),
      sampleTable,
    ),
  );
  return box(
    'moov',
    fullBox(
      'mvhd',
      0,
      0,
      u32(0),
      u32(0),
      u32(TIMESCALE),
      u32(duration),
      u32(0x00010000), // rate 1.0
      u16(0x0100), // volume 1.0
      zeros(10),
      MATRIX,
      zeros(24),
      u32(2), // next_track_ID
    ),
    box(
      'trak',
      fullBox(
        'tkhd',
        0,
        3, // enabled, in the movie
        u32(0),
        u32(0),
        u32(1), // track_ID
        u32(0),
        u32(duration),
        zeros(8),
        u16(0), // layer
        u16(0), // alternate_group
        u16(0), // volume: a video track
        u16(0),
        MATRIX,
        u32(track.width << 16),
        u32(track.height << 16),
      ),
      media,
    ),
  );
}

export function encodeMp4(track: VideoTrack): Buffer {
  const ftyp = box('ftyp', Buffer.from('isom'), u32(0x200), Buffer.from('isomiso2avc1mp41'));
  const samples = Buffer.concat(track.frames.flatMap((f) => [u32(f.nal.length), f.nal]));
  const mdat = box('mdat', samples);
  // The header's size does not depend on the offset it holds: measured once, then written.
  const headerLength = movie(track, 0).length;
  const moov = movie(track, ftyp.length + headerLength + 8);
  return Buffer.concat([ftyp, moov, mdat]);
}
