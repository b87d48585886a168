/** Shared scene setup: camera + stage for a room, and the finishing post-processing layer. */
import { mix } from '../color.ts';
import { makeCamera, normalize, v3 } from '../geometry.ts';
import type { Vec3 } from '../geometry.ts';
import type { Palette, PaletteName } from '../palettes.ts';
import type { Rng } from '../random.ts';
import type { Room } from '../room.ts';
import { Stage } from '../stage.ts';
import type { ArtworkParts } from '../stage.ts';

export interface SceneContext {
  width: number;
  height: number;
  pal: Palette;
  paletteName: PaletteName;
  rng: Rng;
}

export interface View {
  room: Room;
  /** Camera position. */
  eye: Vec3;
  yaw: number;
  fov?: number;
  /** Horizon as a fraction of the image height. */
  horizon?: number;
  /** Direction the sun travels. */
  light: Vec3;
}

export function makeStage(ctx: SceneContext, view: View): Stage {
  const cam = makeCamera(view.eye, view.yaw, view.fov ?? 78, ctx.width, ctx.height * (view.horizon ?? 0.52));
  const st = new Stage({ width: ctx.width, height: ctx.height, camera: cam, palette: ctx.pal, rng: ctx.rng, light: normalize(view.light) });
  if (ctx.pal.evening) st.castDir = normalize(v3(view.light.x * 0.25, -1, view.light.z * 0.25));
  return st;
}

/** Sun direction for a window on a given wall (travelling into the room, downwards). */
export function sunFrom(wall: 'left' | 'right' | 'back', rng: Rng): Vec3 {
  const side = rng.range(0.1, 0.5);
  if (wall === 'left') return v3(1, -rng.range(0.55, 0.8), side);
  if (wall === 'right') return v3(-1, -rng.range(0.55, 0.8), side);
  return v3(rng.range(-0.6, 0.6), -rng.range(0.7, 1.0), -1);
}

/** Vignette and a gentle colour grade, then the layered SVG documents. */
export function finish(st: Stage, softScale: number): ArtworkParts {
  const w = st.w;
  const h = st.h;
  const c = { x: w / 2, y: h * 0.48 };
  const ev = st.pal.evening;
  const vig = st.radial(
    [
      [0, st.pal.shadow, 0],
      [0.62, st.pal.shadow, 0],
      [1, st.pal.shadow, ev ? 0.5 : 0.32],
    ],
    c,
    Math.hypot(w, h) * 0.56,
    h / w + 0.25,
  );
  st.add('post', `<rect width="${w}" height="${h}" fill="${vig}"/>`);
  st.add('post', `<rect width="${w}" height="${h}" fill="${ev ? mix(st.pal.lamp, st.pal.shadow, 0.3) : st.pal.sun}" opacity="${ev ? 0.07 : 0.05}"/>`);
  return st.renderParts(softScale);
}
