import type { BodyStyleValue } from '../data/catalog'

/**
 * Side profiles (front to the left) on a 1200×900 canvas with the ground at y = 722. `top` runs from the front
 * bottom corner over the roof to the rear bottom corner; the builder closes it along the sills with wheel arches.
 */
export type Silhouette = {
  top: string
  bottomY: number
  frontX: number
  rearX: number
  wheels: readonly [number, number]
  wheelR: number
  glass: string
  /** Body-coloured pillars drawn over the glass, as [x, width] at the glass's height. */
  pillars: readonly (readonly [number, number])[]
  doorLines: readonly number[]
  handles: readonly number[]
  beltY: number
  headlight: readonly [x: number, y: number, w: number, h: number]
  taillight: readonly [x: number, y: number, w: number, h: number]
  mirror?: readonly [x: number, y: number]
  /** Extra dark shapes (headrests, folded roof, bed rail) drawn after the glass. */
  extras?: string
}

export const SILHOUETTES: Record<BodyStyleValue, Silhouette> = {
  sedans: {
    top: 'M150 640 C140 600 145 570 165 548 L190 530 C260 512 360 500 450 492 C500 450 545 390 585 368 C640 352 760 350 810 360 C870 385 920 440 955 468 L1040 478 C1058 500 1062 560 1055 600 L1050 640',
    bottomY: 640, frontX: 150, rearX: 1050, wheels: [320, 880], wheelR: 70,
    glass: 'M478 488 C520 445 560 398 595 381 C650 367 750 366 800 374 C850 398 893 440 918 471 Z',
    pillars: [[676, 16]], doorLines: [470, 684, 900], handles: [600, 800], beltY: 490,
    headlight: [165, 532, 70, 20], taillight: [1028, 485, 26, 34], mirror: [470, 478],
  },
  suvs: {
    top: 'M140 640 C132 590 138 555 160 535 L185 500 C250 482 350 474 430 470 C470 430 505 370 535 335 C600 325 850 322 960 328 C985 345 1000 380 1010 420 C1025 470 1030 560 1028 600 L1022 640',
    bottomY: 640, frontX: 140, rearX: 1028, wheels: [320, 870], wheelR: 78,
    glass: 'M455 466 C490 425 520 374 548 347 C620 339 840 337 946 343 C966 362 980 402 988 446 L988 456 Z',
    pillars: [[692, 18], [850, 22]], doorLines: [452, 700, 905], handles: [610, 820], beltY: 462,
    headlight: [150, 500, 70, 26], taillight: [1004, 440, 26, 60], mirror: [448, 452],
  },
  trucks: {
    top: 'M130 640 C125 580 128 540 150 520 L160 470 C220 455 330 450 420 448 C450 410 480 355 505 320 L700 314 C712 330 716 380 718 432 L730 440 L1070 440 L1072 600 L1066 640',
    bottomY: 640, frontX: 130, rearX: 1072, wheels: [300, 905], wheelR: 82,
    glass: 'M440 446 C470 405 498 362 516 332 L690 327 C700 360 704 400 705 446 Z',
    pillars: [[590, 18]], doorLines: [435, 598, 722], handles: [540, 680], beltY: 450,
    headlight: [140, 470, 60, 40], taillight: [1050, 450, 22, 64], mirror: [430, 430],
    extras: 'M732 448 L1066 448 L1066 458 L732 458 Z',
  },
  minivans: {
    top: 'M135 640 C128 590 135 555 158 535 L200 505 C260 480 320 465 380 455 C430 410 480 350 530 315 C620 305 900 305 1000 315 C1025 335 1040 380 1045 430 C1052 500 1055 570 1050 610 L1045 640',
    bottomY: 640, frontX: 135, rearX: 1050, wheels: [300, 900], wheelR: 72,
    glass: 'M405 452 C450 410 495 360 540 331 C640 322 880 322 986 331 C1005 350 1018 390 1022 440 L1022 458 Z',
    pillars: [[560, 14], [682, 18], [860, 18]], doorLines: [400, 565, 690, 880], handles: [520, 800], beltY: 460,
    headlight: [150, 510, 70, 24], taillight: [1030, 430, 22, 70], mirror: [398, 440],
  },
  hatchbacks: {
    top: 'M200 640 C192 600 196 570 215 552 L240 534 C300 516 380 505 450 498 C495 455 535 400 575 372 C640 360 760 360 830 368 C880 380 925 420 955 470 C975 500 985 560 982 605 L975 640',
    bottomY: 640, frontX: 200, rearX: 982, wheels: [345, 835], wheelR: 68,
    glass: 'M470 496 C510 456 548 408 586 385 C650 375 760 375 822 383 C860 396 895 431 918 474 Z',
    pillars: [[690, 16], [835, 24]], doorLines: [466, 698, 880], handles: [610, 800], beltY: 496,
    headlight: [212, 536, 62, 20], taillight: [955, 478, 24, 40], mirror: [462, 484],
  },
  coupes: {
    top: 'M150 640 C142 605 148 575 168 558 L195 540 C280 522 380 510 480 502 C540 455 590 410 630 395 C690 385 760 385 800 395 C880 425 950 470 1000 490 L1040 494 C1055 520 1058 570 1052 605 L1048 640',
    bottomY: 640, frontX: 150, rearX: 1052, wheels: [320, 880], wheelR: 72,
    glass: 'M505 500 C555 460 600 423 641 410 C695 400 755 400 790 409 C850 431 905 466 930 488 Z',
    pillars: [[770, 18]], doorLines: [500, 780], handles: [720], beltY: 500,
    headlight: [165, 540, 80, 18], taillight: [1030, 497, 24, 30], mirror: [498, 488],
  },
  convertibles: {
    top: 'M150 640 C142 605 148 575 168 558 L195 538 C280 520 380 508 470 500 L560 494 L920 490 C980 488 1030 492 1045 500 C1058 530 1060 575 1052 610 L1048 640',
    bottomY: 640, frontX: 150, rearX: 1052, wheels: [320, 880], wheelR: 70,
    glass: 'M522 496 L588 418 L604 420 L552 496 Z',
    pillars: [], doorLines: [540, 790], handles: [730], beltY: 494,
    headlight: [165, 540, 80, 18], taillight: [1030, 502, 24, 28], mirror: [528, 480],
    extras:
      'M664 494 L668 446 Q670 432 684 432 L706 432 Q720 432 718 446 L712 494 Z M790 494 L794 446 Q796 432 810 432 L832 432 Q846 432 844 446 L838 494 Z M885 492 Q890 468 930 466 L985 468 Q1010 474 1012 490 Z',
  },
  wagons: {
    top: 'M140 640 C132 600 138 570 160 550 L190 532 C260 514 360 502 450 494 C495 450 540 395 580 372 C650 358 900 356 990 362 C1010 380 1025 420 1032 460 C1045 500 1050 560 1046 605 L1040 640',
    bottomY: 640, frontX: 140, rearX: 1050, wheels: [320, 880], wheelR: 72,
    glass: 'M472 492 C515 452 555 403 590 385 C660 373 890 371 975 377 C990 393 1002 426 1008 466 Z',
    pillars: [[688, 16], [852, 20]], doorLines: [468, 696, 900], handles: [600, 810], beltY: 494,
    headlight: [155, 535, 70, 22], taillight: [1022, 468, 24, 48], mirror: [464, 480],
  },
  commercial: {
    top: 'M120 640 C112 590 118 550 140 530 L170 480 C210 465 260 458 300 455 C330 410 360 340 390 280 C420 250 460 232 520 225 L1040 225 C1060 228 1068 240 1070 260 L1074 600 L1068 640',
    bottomY: 640, frontX: 120, rearX: 1074, wheels: [290, 905], wheelR: 74,
    glass: 'M322 452 C350 405 378 346 402 300 C420 282 440 274 520 272 L520 452 Z',
    pillars: [[392, 14]], doorLines: [318, 530, 760, 1010], handles: [470, 700], beltY: 455,
    headlight: [132, 478, 52, 34], taillight: [1058, 300, 16, 120], mirror: [312, 430],
  },
}
