/**
 * A minimal H.264 encoder for the seed's video (no dependencies, no native tool): Constrained
 * Baseline, every frame an IDR picture whose macroblocks are I_PCM — the samples stored as
 * they are, which every decoder plays without any prediction or transform to get right. Good
 * for a few small still frames; far too large for real footage.
 */

/** Y, Cb and Cr planes of one 4:2:0 picture, each sample 0–255. */
export interface YuvFrame {
  y: Uint8Array;
  cb: Uint8Array;
  cr: Uint8Array;
}

export const PROFILE_BASELINE = 66;
/** constraint_set0 and constraint_set1: Constrained Baseline, what every player decodes. */
export const CONSTRAINTS = 0xc0;
/** Level 3.0: up to 1,620 macroblocks a frame. */
export const LEVEL = 30;
/** Every IDR slice's macroblocks are I_PCM (mb_type 25 in an I slice). */
const MB_TYPE_I_PCM = 25;

class BitWriter {
  private bytes: number[] = [];
  private current = 0;
  private count = 0;

  bit(value: number) {
    this.current = (this.current << 1) | (value & 1);
    if (++this.count === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.count = 0;
    }
  }
  bits(width: number, value: number) {
    for (let i = width - 1; i >= 0; i--) this.bit((value >>> i) & 1);
  }
  /** Exp-Golomb, unsigned (ue(v)). */
  ue(value: number) {
    const code = value + 1;
    const length = Math.floor(Math.log2(code));
    this.bits(length, 0);
    this.bits(length + 1, code);
  }
  /** Exp-Golomb, signed (se(v)). */
  se(value: number) {
    this.ue(value > 0 ? 2 * value - 1 : -2 * value);
  }
  aligned(): boolean {
    return this.count === 0;
  }
  alignWithZeros() {
    while (!this.aligned()) this.bit(0);
  }
  byte(value: number) {
    this.bits(8, value);
  }
  /** rbsp_trailing_bits: a one, then zeros to the byte boundary. */
  trailing(): Uint8Array {
    this.bit(1);
    this.alignWithZeros();
    return Uint8Array.from(this.bytes);
  }
}

/** A NAL unit: its header byte, then the payload with emulation prevention bytes inserted. */
function nal(refIdc: number, type: number, rbsp: Uint8Array): Buffer {
  const out: number[] = [(refIdc << 5) | type];
  let zeros = 0;
  for (const byte of rbsp) {
    // 00 00 followed by 00–03 would read as a start code: an 03 goes between.
    if (zeros >= 2 && byte <= 3) {
      out.push(3);
      zeros = 0;
    }
    out.push(byte);
    zeros = byte === 0 ? zeros + 1 : 0;
  }
  return Buffer.from(out);
}

export function sequenceParameterSet(width: number, height: number): Buffer {
  const w = new BitWriter();
  w.byte(PROFILE_BASELINE);
  w.byte(CONSTRAINTS);
  w.byte(LEVEL);
  w.ue(0); // seq_parameter_set_id
  w.ue(0); // log2_max_frame_num_minus4
  w.ue(2); // pic_order_cnt_type: output in decoding order
  w.ue(1); // max_num_ref_frames
  w.bit(0); // gaps_in_frame_num_value_allowed_flag
  w.ue(width / 16 - 1);
  w.ue(height / 16 - 1);
  w.bit(1); // frame_mbs_only_flag
  w.bit(1); // direct_8x8_inference_flag
  w.bit(0); // frame_cropping_flag
  w.bit(0); // vui_parameters_present_flag
  return nal(3, 7, w.trailing());
}

export function pictureParameterSet(): Buffer {
  const w = new BitWriter();
  w.ue(0); // pic_parameter_set_id
  w.ue(0); // seq_parameter_set_id
  w.bit(0); // entropy_coding_mode_flag: CAVLC
  w.bit(0); // bottom_field_pic_order_in_frame_present_flag
  w.ue(0); // num_slice_groups_minus1
  w.ue(0); // num_ref_idx_l0_default_active_minus1
  w.ue(0); // num_ref_idx_l1_default_active_minus1
  w.bit(0); // weighted_pred_flag
  w.bits(2, 0); // weighted_bipred_idc
  w.se(0); // pic_init_qp_minus26
  w.se(0); // pic_init_qs_minus26
  w.se(0); // chroma_qp_index_offset
  w.bit(1); // deblocking_filter_control_present_flag
  w.bit(0); // constrained_intra_pred_flag
  w.bit(0); // redundant_pic_cnt_present_flag
  return nal(3, 8, w.trailing());
}

/**
 * One frame as an IDR slice of I_PCM macroblocks. `idrPicId` differs between neighbouring
 * frames, as two IDR pictures in a row must.
 */
export function idrSlice(frame: YuvFrame, width: number, height: number, idrPicId: number): Buffer {
  const w = new BitWriter();
  w.ue(0); // first_mb_in_slice
  w.ue(7); // slice_type: I, as every slice of the picture
  w.ue(0); // pic_parameter_set_id
  w.bits(4, 0); // frame_num
  w.ue(idrPicId);
  w.bit(0); // no_output_of_prior_pics_flag
  w.bit(0); // long_term_reference_flag
  w.se(0); // slice_qp_delta
  w.ue(1); // disable_deblocking_filter_idc: the samples are shown as stored
  const half = width / 2;
  for (let my = 0; my < height / 16; my++)
    for (let mx = 0; mx < width / 16; mx++) {
      w.ue(MB_TYPE_I_PCM);
      w.alignWithZeros(); // pcm_alignment_zero_bit
      for (let y = 0; y < 16; y++)
        for (let x = 0; x < 16; x++) w.byte(frame.y[(my * 16 + y) * width + mx * 16 + x]!);
      for (const plane of [frame.cb, frame.cr])
        for (let y = 0; y < 8; y++)
          for (let x = 0; x < 8; x++) w.byte(plane[(my * 8 + y) * half + mx * 8 + x]!);
    }
  return nal(3, 5, w.trailing());
}

/** RGB (3 bytes a pixel) to 4:2:0 YCbCr, BT.601 limited range, as players assume untagged. */
export function rgbToYuv(rgb: Uint8Array, width: number, height: number): YuvFrame {
  const y = new Uint8Array(width * height);
  const cb = new Uint8Array((width / 2) * (height / 2));
  const cr = new Uint8Array((width / 2) * (height / 2));
  const at = (x: number, row: number) => {
    const i = (row * width + x) * 3;
    return [rgb[i]!, rgb[i + 1]!, rgb[i + 2]!] as const;
  };
  for (let row = 0; row < height; row++)
    for (let x = 0; x < width; x++) {
      const [r, g, b] = at(x, row);
      y[row * width + x] = Math.round(16 + (65.481 * r + 128.553 * g + 24.966 * b) / 255);
    }
  for (let row = 0; row < height / 2; row++)
    for (let x = 0; x < width / 2; x++) {
      let r = 0;
      let g = 0;
      let b = 0;
      for (const [dx, dy] of [
        [0, 0],
        [1, 0],
        [0, 1],
        [1, 1],
      ] as const) {
        const [pr, pg, pb] = at(x * 2 + dx, row * 2 + dy);
        r += pr / 4;
        g += pg / 4;
        b += pb / 4;
      }
      const i = row * (width / 2) + x;
      cb[i] = Math.round(128 + (-37.797 * r - 74.203 * g + 112 * b) / 255);
      cr[i] = Math.round(128 + (112 * r - 93.786 * g - 18.214 * b) / 255);
    }
  return { y, cb, cr };
}
