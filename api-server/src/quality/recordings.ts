/**
 * Synthetic call recordings for the demo and the tests (issue 34): a mono 16-bit PCM WAV at 8 kHz (what a phone
 * system records), a quiet tone standing for the voices, with its script written into the file's RIFF INFO
 * comment (ICMT, UTF-8 as a CSET chunk declares), which the transcription stand-in reads back. No speech is
 * synthesised: the stand-in never listens, and says so. Without a script the file is one with no speech.
 */
export function wavWithScript(seconds: number, script: string | null = null): Buffer {
  const rate = 8000;
  const data = Buffer.alloc(rate * 2 * seconds);
  for (let index = 0; index < rate * seconds; index += 1) data.writeInt16LE(Math.round(2000 * Math.sin(index / 10)), index * 2);
  const chunk = (id: string, body: Buffer) => {
    const header = Buffer.alloc(8);
    header.write(id, 0, 'latin1');
    header.writeUInt32LE(body.length, 4);
    return Buffer.concat([header, body, Buffer.alloc(body.length % 2)]);
  };
  const format = Buffer.alloc(16);
  format.writeUInt16LE(1, 0);
  format.writeUInt16LE(1, 2);
  format.writeUInt32LE(rate, 4);
  format.writeUInt32LE(rate * 2, 8);
  format.writeUInt16LE(2, 12);
  format.writeUInt16LE(16, 14);
  const chunks = [chunk('fmt ', format)];
  if (script !== null) {
    // Code page 65001 (UTF-8), country, language and dialect 0.
    const codePage = Buffer.alloc(8);
    codePage.writeUInt16LE(65001, 0);
    chunks.unshift(chunk('CSET', codePage));
    chunks.push(chunk('LIST', Buffer.concat([Buffer.from('INFO', 'latin1'), chunk('ICMT', Buffer.concat([Buffer.from(script, 'utf8'), Buffer.alloc(1)]))])));
  }
  chunks.push(chunk('data', data));
  const body = Buffer.concat([Buffer.from('WAVE', 'latin1'), ...chunks]);
  return Buffer.concat([chunk('RIFF', body).subarray(0, 8), body]);
}
