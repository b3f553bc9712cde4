import { shade } from './color'

/** What an illustrated portrait looks like; every field is a colour or a style index. */
export type AvatarLook = {
  skin: string
  hair: string
  shirt: string
  background: string
  /** 0 short, 1 side part, 2 long, 3 bun, 4 buzz cut. */
  hairStyle: number
  beard?: boolean
  glasses?: boolean
}

function hairShape(style: number, color: string): { back: string; front: string } {
  const back =
    style === 2
      ? `<path d="M168 200 Q160 120 256 112 Q352 120 344 200 L352 330 Q300 352 256 350 Q212 352 160 330 Z" fill="${color}"/>`
      : style === 3
        ? `<circle cx="256" cy="112" r="38" fill="${color}"/>`
        : ''
  const fronts = [
    `<path d="M178 214 Q176 126 256 122 Q338 126 334 214 Q318 168 256 166 Q196 168 178 214 Z" fill="${color}"/>`,
    `<path d="M176 220 Q170 122 262 120 Q342 128 336 214 Q300 160 222 170 Q196 182 176 220 Z" fill="${color}"/>`,
    `<path d="M176 230 Q172 124 256 120 Q340 124 336 230 Q322 166 280 160 Q238 176 200 170 Q184 190 176 230 Z" fill="${color}"/>`,
    `<path d="M180 210 Q180 136 256 132 Q332 136 332 210 Q316 172 256 168 Q196 172 180 210 Z" fill="${color}"/>`,
    `<path d="M184 196 Q190 138 256 136 Q322 138 328 196 Q300 170 256 168 Q212 170 184 196 Z" fill="${color}" opacity="0.85"/>`,
  ]
  return { back, front: fronts[style % fronts.length] }
}

/** A friendly head-and-shoulders illustration (512×512), used for staff and reviewer portraits. */
export function avatarSvg(look: AvatarLook): string {
  const hair = hairShape(look.hairStyle, look.hair)
  const skinShadow = shade(look.skin, -0.12)
  const beard = look.beard
    ? `<path d="M198 262 Q204 332 256 338 Q308 332 314 262 Q300 300 256 302 Q212 300 198 262 Z" fill="${look.hair}"/>`
    : ''
  const glasses = look.glasses
    ? `<g fill="none" stroke="#2b2d31" stroke-width="5"><circle cx="222" cy="236" r="24"/><circle cx="290" cy="236" r="24"/><path d="M246 236 L266 236"/></g>`
    : ''
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">
<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${shade(look.background, 0.25)}"/><stop offset="1" stop-color="${look.background}"/></linearGradient></defs>
<rect width="512" height="512" fill="url(#bg)"/>
${hair.back}
<path d="M96 512 Q104 392 200 372 L312 372 Q408 392 416 512 Z" fill="${look.shirt}"/>
<path d="M216 372 L256 430 L296 372 Z" fill="${shade(look.shirt, 0.55)}"/>
<rect x="226" y="318" width="60" height="64" rx="22" fill="${skinShadow}"/>
<ellipse cx="256" cy="236" rx="80" ry="98" fill="${look.skin}"/>
<ellipse cx="176" cy="244" rx="14" ry="22" fill="${skinShadow}"/><ellipse cx="336" cy="244" rx="14" ry="22" fill="${skinShadow}"/>
${hair.front}
<ellipse cx="222" cy="238" rx="8" ry="10" fill="#2b2d31"/><ellipse cx="290" cy="238" rx="8" ry="10" fill="#2b2d31"/>
<path d="M204 210 Q222 200 238 208" stroke="${shade(look.hair, -0.2)}" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M274 208 Q290 200 308 210" stroke="${shade(look.hair, -0.2)}" stroke-width="6" fill="none" stroke-linecap="round"/>
<path d="M252 250 Q246 272 258 276" stroke="${skinShadow}" stroke-width="5" fill="none" stroke-linecap="round"/>
${beard}
<path d="M222 292 Q256 322 290 292" stroke="#8a3b32" stroke-width="7" fill="none" stroke-linecap="round"/>
<ellipse cx="206" cy="276" rx="14" ry="8" fill="#e87a6e" opacity="0.25"/><ellipse cx="306" cy="276" rx="14" ry="8" fill="#e87a6e" opacity="0.25"/>
${glasses}
</svg>`
}

/** A round initials badge (256×256) for reviewers without a portrait. */
export function initialsSvg(initials: string, background: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 256 256" width="256" height="256">
<circle cx="128" cy="128" r="128" fill="${background}"/>
<text x="128" y="128" dy="0.35em" text-anchor="middle" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" font-size="104" fill="#ffffff">${initials}</text>
</svg>`
}
