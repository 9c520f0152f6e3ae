/**
 * A short chime for the demo's audio block, made at seed time (no binary in the repository, no
 * native tool): 16-bit mono PCM WAV, three decaying sine notes, under 2 seconds.
 */
const RATE = 22_050;
const NOTES = [
  { hz: 659.25, at: 0 },
  { hz: 783.99, at: 0.35 },
  { hz: 1046.5, at: 0.7 },
];
const SECONDS = 1.8;

export function chimeWav(): Buffer {
  const samples = Math.round(RATE * SECONDS);
  const data = Buffer.alloc(samples * 2);
  for (let i = 0; i < samples; i++) {
    const t = i / RATE;
    let value = 0;
    for (const note of NOTES) {
      const since = t - note.at;
      if (since < 0) continue;
      value += Math.sin(2 * Math.PI * note.hz * since) * Math.exp(-since * 4) * 0.3;
    }
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32_767), i * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVE', 8, 'ascii');
  header.write('fmt ', 12, 'ascii');
  header.writeUInt32LE(16, 16); // PCM header size
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28); // bytes per second
  header.writeUInt16LE(2, 32); // block align
  header.writeUInt16LE(16, 34); // bits per sample
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  return Buffer.concat([header, data]);
}
