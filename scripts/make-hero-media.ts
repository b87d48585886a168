/**
 * Builds the home page hero media from the procedural artwork renderer:
 *
 *   public/media/hero.webm          VP9, 1280×720, no audio, seamless ~12 s loop
 *   public/media/hero.mp4           H.264 (main, yuv420p, +faststart), 1280×720, no audio
 *   site/assets/hero/hero-poster.jpg 1920×1080, exactly the first frame of the loop
 *
 * Three stills (hotel lobby, living room at dusk, restaurant in the evening) get a slow
 * Ken Burns drift/zoom each and soft crossfades; the last crossfade lands back on the first
 * still at the very state the loop starts in, so the loop has no seam.
 *
 * DEVELOPER TOOL ONLY. It needs `ffmpeg` (with libvpx-vp9 and libx264) on the PATH, e.g.
 * `apt-get install -y ffmpeg`. It is never run at build or run time: its outputs are
 * committed. Re-run it only to change the hero:
 *
 *   node scripts/make-hero-media.ts
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { renderArtwork } from '../tools/demo-artwork/index.ts';
import type { ArtworkSpec } from '../tools/demo-artwork/index.ts';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUT_WEBM = join(ROOT, 'public/media/hero.webm');
const OUT_MP4 = join(ROOT, 'public/media/hero.mp4');
const OUT_POSTER = join(ROOT, 'site/assets/hero/hero-poster.jpg');

const FPS = 30;
/** Seconds each still leads the loop, and the crossfade length. */
const SEGMENT = 4;
const FADE = 1.2;
const VIDEO_W = 1280;
const VIDEO_H = 720;
const POSTER_W = 1920;
const POSTER_H = 1080;
/** Stills are rendered larger than the poster so the zoom never upscales. */
const SRC_W = 3840;
const SRC_H = 2160;

interface Shot {
  art: ArtworkSpec;
  /** Zoom (1 = full frame) and centre (fractions of the still) at the start and end of the motion. */
  from: { zoom: number; cx: number; cy: number };
  to: { zoom: number; cx: number; cy: number };
}

const SHOTS: Shot[] = [
  {
    art: { scene: 'hotel-lobby', palette: 'sand', seed: 2 },
    from: { zoom: 1.0, cx: 0.5, cy: 0.5 },
    to: { zoom: 1.09, cx: 0.5, cy: 0.53 },
  },
  {
    art: { scene: 'living-room', palette: 'walnut', seed: 4 },
    from: { zoom: 1.08, cx: 0.46, cy: 0.5 },
    to: { zoom: 1.02, cx: 0.53, cy: 0.49 },
  },
  {
    art: { scene: 'restaurant', palette: 'charcoal-brass', seed: 4 },
    from: { zoom: 1.03, cx: 0.52, cy: 0.5 },
    to: { zoom: 1.1, cx: 0.47, cy: 0.47 },
  },
];

const LOOP = SHOTS.length * SEGMENT;
const FRAMES = Math.round(LOOP * FPS);

function requireFfmpeg(): void {
  const probe = spawnSync('ffmpeg', ['-hide_banner', '-encoders'], { encoding: 'utf8' });
  if (probe.status !== 0) throw new Error('ffmpeg not found: install it first (apt-get install -y ffmpeg). It is only needed to regenerate the hero media.');
  for (const enc of ['libvpx-vp9', 'libx264']) {
    if (!probe.stdout.includes(enc)) throw new Error(`ffmpeg lacks the ${enc} encoder`);
  }
}

/** Motion progress of shot i at loop time t: it runs while the shot is visible (fade in → fade out). */
function progress(i: number, t: number): number {
  const start = i * SEGMENT - FADE;
  let local = t - start;
  if (local > SEGMENT + FADE) local -= LOOP; // shot 0 fading in at the end of the loop
  if (local < 0) local += LOOP;
  return Math.min(1, Math.max(0, local / (SEGMENT + FADE)));
}

const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

/** Crop of a still at progress p, in source pixels (integer, clamped inside the image). */
function cropAt(shot: Shot, p: number): { left: number; top: number; width: number; height: number } {
  const zoom = lerp(shot.from.zoom, shot.to.zoom, p);
  const cx = lerp(shot.from.cx, shot.to.cx, p) * SRC_W;
  const cy = lerp(shot.from.cy, shot.to.cy, p) * SRC_H;
  const width = Math.round(SRC_W / zoom);
  const height = Math.round((width * 9) / 16);
  const left = Math.round(Math.min(SRC_W - width, Math.max(0, cx - width / 2)));
  const top = Math.round(Math.min(SRC_H - height, Math.max(0, cy - height / 2)));
  return { left, top, width, height };
}

async function frameOf(stills: Buffer[], t: number, w: number, h: number): Promise<Buffer> {
  const seg = Math.floor(t / SEGMENT) % SHOTS.length;
  const local = t - seg * SEGMENT;
  const fadeStart = SEGMENT - FADE;
  const render = async (i: number) => {
    const shot = SHOTS[i] as Shot;
    const crop = cropAt(shot, progress(i, t));
    return sharp(stills[i] as Buffer, { raw: { width: SRC_W, height: SRC_H, channels: 3 } })
      .extract(crop)
      .resize(w, h, { kernel: 'lanczos3' })
      .raw()
      .toBuffer();
  };
  const a = await render(seg);
  if (local < fadeStart) return a;
  const next = (seg + 1) % SHOTS.length;
  const b = await render(next);
  // smoothstep crossfade
  const x = (local - fadeStart) / FADE;
  const k = x * x * (3 - 2 * x);
  const out = Buffer.allocUnsafe(a.length);
  for (let i = 0; i < a.length; i++) out[i] = Math.round((a[i] as number) * (1 - k) + (b[i] as number) * k);
  return out;
}

function encoder(args: string[]): { stdin: NodeJS.WritableStream; done: Promise<void> } {
  const child = spawn('ffmpeg', args, { stdio: ['pipe', 'ignore', 'pipe'] });
  let err = '';
  child.stderr.on('data', (d: Buffer) => {
    err = (err + d.toString()).slice(-4000);
  });
  const done = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg exited ${code}\n${err}`))));
  });
  return { stdin: child.stdin, done };
}

async function write(stream: NodeJS.WritableStream, chunk: Buffer): Promise<void> {
  if (!stream.write(chunk)) await new Promise<void>((resolve) => stream.once('drain', () => resolve()));
}

async function main(): Promise<void> {
  requireFfmpeg();
  mkdirSync(dirname(OUT_WEBM), { recursive: true });
  mkdirSync(dirname(OUT_POSTER), { recursive: true });

  console.log('rendering stills…');
  const stills: Buffer[] = [];
  for (const shot of SHOTS) {
    const jpg = await renderArtwork({ ...shot.art, width: SRC_W, height: SRC_H });
    // white text sits on top: a touch darker and calmer than the portfolio art
    stills.push(await sharp(jpg).modulate({ brightness: 0.92, saturation: 0.9 }).removeAlpha().raw().toBuffer());
  }

  // poster: exactly the first frame of the loop, at full HD
  const first = await frameOf(stills, 0, POSTER_W, POSTER_H);
  const poster = await sharp(first, { raw: { width: POSTER_W, height: POSTER_H, channels: 3 } })
    .jpeg({ quality: 85, mozjpeg: true, chromaSubsampling: '4:2:0' })
    .toBuffer();
  writeFileSync(OUT_POSTER, poster);

  const input = ['-hide_banner', '-loglevel', 'error', '-y', '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${VIDEO_W}x${VIDEO_H}`, '-r', String(FPS), '-i', '-', '-an'];
  // Both encodings: a keyframe every 4 s, and the colour description of HD video.
  const keyframesAndColour = ['-g', String(FPS * 4), '-colorspace', 'bt709', '-color_primaries', 'bt709', '-color_trc', 'bt709'];
  const webm = encoder([
    ...input,
    '-c:v',
    'libvpx-vp9',
    '-pix_fmt',
    'yuv420p',
    '-b:v',
    '900k',
    '-maxrate',
    '1100k',
    '-bufsize',
    '2200k',
    '-crf',
    '31',
    '-deadline',
    'good',
    '-cpu-used',
    '2',
    '-row-mt',
    '1',
    ...keyframesAndColour,
    OUT_WEBM,
  ]);
  const mp4 = encoder([
    ...input,
    '-c:v',
    'libx264',
    '-profile:v',
    'main',
    '-pix_fmt',
    'yuv420p',
    '-preset',
    'slow',
    '-crf',
    '22',
    '-maxrate',
    '1000k',
    '-bufsize',
    '2000k',
    ...keyframesAndColour,
    '-movflags',
    '+faststart',
    OUT_MP4,
  ]);

  console.log(`encoding ${FRAMES} frames (${LOOP}s @ ${FPS}fps)…`);
  for (let f = 0; f < FRAMES; f++) {
    const frame = await frameOf(stills, f / FPS, VIDEO_W, VIDEO_H);
    await Promise.all([write(webm.stdin, frame), write(mp4.stdin, frame)]);
  }
  webm.stdin.end();
  mp4.stdin.end();
  await Promise.all([webm.done, mp4.done]);

  for (const file of [OUT_WEBM, OUT_MP4, OUT_POSTER]) console.log(`${file.slice(ROOT.length + 1)}  ${(statSync(file).size / 1024).toFixed(0)} KB`);
}

await main();
