import { PRODUCT_IMAGE_ASPECT, PRODUCT_IMAGE_WIDTHS } from '../modules/catalogue/images';

/**
 * Demo product pictures drawn as SVG on this machine and rendered with sharp: nothing is
 * downloaded. Each product gets up to four views of one thing in its colour, drawn with the
 * silhouette of its kind (a saree, a pair of sandals, a watch), so the picture shows what the name says.
 */

const W = PRODUCT_IMAGE_WIDTHS.large;
const H = Math.round(W * PRODUCT_IMAGE_ASPECT);

function channels(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

/** Blends two colours: t = 0 gives a, t = 1 gives b. */
function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = channels(a);
  const [br, bg, bb] = channels(b);
  const blend = (x: number, y: number) =>
    Math.round(x + (y - x) * t)
      .toString(16)
      .padStart(2, '0');
  return `#${blend(ar, br)}${blend(ag, bg)}${blend(ab, bb)}`;
}

/**
 * How a part is painted. The product's colour goes on the parts a shopper buys it for; metal, glass,
 * wood and white parts keep their own colours so that a watch face or a sole reads as one.
 */
type Paint =
  /** The product's colour with its print. */
  | 'cloth'
  /** The product's colour, darker, with its print: the far side of a fold, a bed's front. */
  | 'clothShade'
  /** The product's colour without the print: leather, plastic. */
  | 'solid'
  /** A darker shade of the product's colour: cuffs, soles, waistbands. */
  | 'shade'
  /** A paler shade of the product's colour: collars, borders. */
  | 'pale'
  /** A thick line in the product's colour: spectacle frames. */
  | 'rim'
  | 'gold'
  | 'steel'
  | 'glass'
  | 'white'
  | 'wood'
  | 'sky'
  /** Seams and folds drawn over the colour. */
  | 'seam'
  /** Dashed running stitches. */
  | 'stitch'
  /** Thin dark lines: a watch's hands. */
  | 'ink';

type Layer = { paint: Paint; d: string; transform?: string };
type Art = {
  layers: readonly Layer[];
  /** Where the shadow lies: its centre's height and half its width. */
  ground: readonly [number, number];
};

const layer = (paint: Paint, d: string, transform?: string): Layer =>
  transform === undefined ? { paint, d } : { paint, d, transform };

/** A circle as path data, so that it can join other shapes in one layer. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy} a${r} ${r} 0 1 0 ${2 * r} 0 a${r} ${r} 0 1 0 ${-2 * r} 0 Z`;
const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx} ${cy} a${rx} ${ry} 0 1 0 ${2 * rx} 0 a${rx} ${ry} 0 1 0 ${-2 * rx} 0 Z`;
/** Draws the same shape again reflected across the picture's middle: sleeves, shoes, lenses. */
const MIRROR = `matrix(-1 0 0 1 ${W} 0)`;
const mirrored = (paint: Paint, d: string) => [layer(paint, d), layer(paint, d, MIRROR)];
/** The same layers placed elsewhere in the picture, or smaller: a night suit is a tee and trousers. */
const moved = (layers: readonly Layer[], transform: string) =>
  layers.map((each) => layer(each.paint, each.d, `${transform} ${each.transform ?? ''}`.trim()));
/** Points spaced evenly along a quadratic curve, for the beads of a necklace. */
function along(from: [number, number], control: [number, number], to: [number, number], n: number) {
  const at = (t: number): [number, number] => {
    const u = 1 - t;
    return [
      u * u * from[0] + 2 * u * t * control[0] + t * t * to[0],
      u * u * from[1] + 2 * u * t * control[1] + t * t * to[1],
    ];
  };
  const samples = Array.from({ length: 201 }, (_, i) => at(i / 200));
  const lengths = [0];
  for (let i = 1; i < samples.length; i++) {
    const [x0, y0] = samples[i - 1] as [number, number];
    const [x1, y1] = samples[i] as [number, number];
    lengths.push((lengths[i - 1] as number) + Math.hypot(x1 - x0, y1 - y0));
  }
  const total = lengths.at(-1) as number;
  return Array.from({ length: n }, (_, k) => {
    const i = lengths.findIndex((length) => length >= (total * k) / (n - 1) - 1e-6);
    const [x, y] = samples[i] as [number, number];
    return [Math.round(x), Math.round(y)] as const;
  });
}
/** Short threads hanging from an edge: the fringe of a shawl or a prayer mat. */
const fringe = (x0: number, x1: number, y: number, length: number, step = 18) =>
  Array.from(
    { length: Math.floor((x1 - x0) / step) + 1 },
    (_, i) => `M${x0 + i * step} ${y} v${length}`,
  ).join(' ');

const TEE: readonly Layer[] = [
  layer(
    'cloth',
    'M270 150 Q360 200 450 150 L560 196 L624 330 L544 372 L506 304 L506 790 L214 790 L214 304 L176 372 L96 330 L160 196 Z',
  ),
  layer('pale', 'M270 150 Q360 200 450 150 L464 158 Q360 226 256 158 Z'),
  layer('seam', 'M108 310 L184 350 M612 310 L536 350 M214 762 H506 M214 304 L196 206 M506 304 L524 206'),
];

const TROUSERS: readonly Layer[] = [
  layer('cloth', 'M248 130 H472 L508 830 H384 L360 330 L336 830 H212 Z'),
  layer('shade', 'M248 130 H472 L474 174 H246 Z'),
  layer(
    'seam',
    'M360 174 V300 M262 190 Q312 204 320 174 M458 190 Q408 204 400 174 M214 800 H334 M386 800 H506 M292 130 V174 M428 130 V174',
  ),
];

const cushion = (paint: Paint, transform?: string) => [
  layer(paint, 'M150 330 Q330 300 510 330 Q540 510 510 690 Q330 720 150 690 Q120 510 150 330 Z', transform),
  layer('seam', 'M162 342 L214 392 M498 342 L446 392 M162 678 L214 628 M498 678 L446 628', transform),
  layer('shade', circle(330, 510, 16), transform),
];

/** One silhouette per kind of thing the shop sells; DEMO_CATEGORIES names the kind of each item. */
const ART = {
  shirt: {
    ground: [810, 250],
    layers: [
      layer(
        'cloth',
        'M262 166 L322 140 L360 170 L398 140 L458 166 L536 204 Q562 218 568 250 L600 590 L538 600 L500 330 L500 790 L220 790 L220 330 L182 600 L120 590 L152 250 Q158 218 184 204 Z',
      ),
      ...mirrored('shade', 'M120 590 L182 600 L186 556 L124 546 Z'),
      layer('pale', 'M322 140 L360 170 L336 226 L298 152 Z M398 140 L360 170 L384 226 L422 152 Z'),
      layer(
        'seam',
        'M360 172 V790 M400 300 H462 V364 Q431 376 400 364 Z M220 330 Q216 254 184 204 M500 330 Q504 254 536 204',
      ),
      layer('white', [250, 340, 430, 520, 610, 700].map((y) => circle(376, y, 7)).join(' ')),
    ],
  },
  tee: { ground: [810, 250], layers: TEE },
  tunic: {
    ground: [852, 230],
    layers: [
      layer(
        'cloth',
        'M272 140 L330 124 Q360 138 390 124 L448 140 L532 182 Q556 196 562 228 L596 570 L536 580 L504 300 L514 836 L206 836 L216 300 L184 580 L124 570 L158 228 Q164 196 188 182 Z',
      ),
      layer('pale', 'M330 124 Q360 138 390 124 L392 144 Q360 160 328 144 Z M346 148 H374 V410 H346 Z'),
      layer('pale', 'M206 806 H514 L514 836 H206 Z'),
      ...mirrored('pale', 'M124 570 L184 580 L187 552 L127 542 Z'),
      layer('stitch', 'M290 170 Q300 250 346 262 M430 170 Q420 250 374 262'),
      layer(
        'seam',
        'M216 300 Q212 240 188 182 M504 300 Q508 240 532 182 M214 690 L208 806 M506 690 L512 806',
      ),
      layer('gold', [190, 250, 310, 370].map((y) => circle(360, y, 7)).join(' ')),
    ],
  },
  legwear: { ground: [846, 200], layers: TROUSERS },
  saree: {
    ground: [856, 230],
    layers: [
      // The end of the pallu, hanging down the back from the left shoulder, with its border and fringe.
      layer('clothShade', 'M290 146 L240 160 Q190 340 178 660 L270 672 Q272 420 312 226 Z'),
      layer('gold', 'M180 620 L272 632 L270 672 L178 660 Z'),
      layer('seam', fringe(184, 266, 670, 30, 14)),
      // The blouse, with short sleeves.
      layer(
        'shade',
        'M296 136 Q360 170 424 136 L456 152 L494 236 L462 252 L452 232 L460 312 H262 L270 154 Z',
      ),
      layer('cloth', 'M262 300 H462 Q474 500 556 834 Q360 868 164 834 Q248 500 262 300 Z'),
      layer('gold', 'M164 834 Q360 868 556 834 L548 796 Q360 830 172 796 Z'),
      layer(
        'seam',
        'M330 480 L306 848 M350 480 L342 854 M370 480 L380 854 M390 480 L416 850 M462 320 Q380 420 330 480',
      ),
      // The pallu across the chest, from the left shoulder to the right hip.
      layer('cloth', 'M258 150 L314 128 Q380 250 480 312 L480 430 Q372 378 262 238 Z'),
      layer('gold', 'M262 238 Q372 378 480 430 L480 396 Q380 344 270 200 Z'),
      layer('stitch', 'M300 150 Q370 260 470 330'),
    ],
  },
  dress: {
    ground: [800, 250],
    layers: [
      layer(
        'cloth',
        'M292 160 Q360 196 428 160 L470 172 L514 240 L472 276 L454 256 L450 390 Q540 560 600 750 Q360 800 120 750 Q180 560 270 390 L266 256 L248 276 L206 240 L250 172 Z',
      ),
      layer('shade', 'M268 380 H452 L456 424 H264 Z'),
      layer('pale', 'M120 750 Q360 800 600 750 L610 784 Q360 838 110 784 Z'),
      layer('seam', 'M300 440 L238 770 M360 440 V792 M420 440 L482 770 M292 160 Q360 214 428 160'),
    ],
  },
  romper: {
    ground: [730, 180],
    layers: [
      layer(
        'cloth',
        'M290 220 Q360 250 430 220 L486 238 L548 320 L498 362 L474 336 L474 560 Q474 650 446 706 L404 712 Q390 664 360 664 Q330 664 316 712 L274 706 Q246 650 246 560 L246 336 L222 362 L172 320 L234 238 Z',
      ),
      layer('pale', 'M290 220 Q360 250 430 220 L440 228 Q360 270 280 228 Z'),
      ...mirrored('pale', 'M274 706 L316 712 L312 690 L272 684 Z'),
      layer('seam', 'M182 306 L226 346 M538 306 L494 346 M360 250 V560'),
      layer(
        'white',
        [
          ...[300, 370, 440, 510].map((y) => circle(360, y, 8)),
          circle(340, 650, 6),
          circle(380, 650, 6),
        ].join(' '),
      ),
    ],
  },
  set: {
    ground: [846, 270],
    layers: [
      ...moved(TEE, 'translate(20 60) scale(.62)'),
      ...moved(TROUSERS, 'translate(290 300) scale(.66)'),
    ],
  },
  outerwear: {
    ground: [800, 270],
    layers: [
      layer(
        'cloth',
        'M248 150 L312 126 L360 140 L408 126 L472 150 L566 200 Q596 220 600 262 L636 660 L556 672 L522 340 L522 770 L198 770 L198 340 L164 672 L84 660 L120 262 Q124 220 154 200 Z',
      ),
      layer('shade', 'M294 100 L360 118 L426 100 L436 164 L360 186 L284 164 Z'),
      ...mirrored('shade', 'M88 618 L162 628 L164 672 L84 660 Z'),
      layer('shade', 'M198 726 H522 V770 H198 Z'),
      layer('steel', 'M355 182 H365 V770 H355 Z M350 200 H370 V236 H350 Z'),
      layer(
        'seam',
        'M236 520 L276 612 M484 520 L444 612 M198 340 Q192 262 154 200 M522 340 Q528 262 566 200',
      ),
    ],
  },
  blazer: {
    ground: [810, 270],
    layers: [
      layer(
        'cloth',
        'M250 150 L320 126 L360 150 L400 126 L470 150 L566 200 Q596 220 600 262 L630 650 L558 660 L522 340 L524 800 L196 800 L198 340 L162 660 L90 650 L120 262 Q124 220 154 200 Z',
      ),
      layer('white', 'M320 128 L400 128 L360 430 Z'),
      ...mirrored('shade', 'M320 126 L360 430 L292 300 L310 258 L280 226 Z'),
      layer('seam', 'M360 430 V800 M198 340 Q192 262 154 200 M522 340 Q528 262 566 200 M408 300 L468 292'),
      layer('shade', 'M226 560 H306 V584 H226 Z M414 560 H494 V584 H414 Z'),
      layer('shade', `${circle(372, 480, 9)} ${circle(372, 560, 9)}`),
    ],
  },
  scarf: {
    ground: [830, 200],
    layers: [
      layer('clothShade', 'M368 330 L438 318 L494 720 L398 738 Z'),
      layer('cloth', 'M312 320 L386 336 L336 806 L236 792 Z'),
      layer(
        'cloth',
        'M360 140 Q476 140 476 252 Q476 330 404 350 L316 350 Q244 330 244 252 Q244 140 360 140 Z M360 184 Q298 184 294 252 Q296 300 330 310 L390 310 Q424 300 426 252 Q422 184 360 184 Z',
      ),
      layer('shade', 'M318 318 H404 L414 388 H308 Z'),
      layer('pale', 'M238 770 L338 784 L336 806 L236 792 Z M400 716 L492 700 L494 720 L398 738 Z'),
      layer('seam', `${fringe(240, 332, 800, 34, 14)} ${fringe(402, 490, 724, 34, 14)}`),
    ],
  },
  hijab: {
    ground: [806, 270],
    layers: [
      layer(
        'cloth',
        'M360 140 Q476 140 494 290 Q502 380 472 440 Q566 480 606 580 L626 780 Q360 826 94 780 L114 580 Q154 480 248 440 Q218 380 226 290 Q244 140 360 140 Z',
      ),
      layer('white', 'M360 220 Q424 222 428 320 Q424 418 360 424 Q296 418 292 320 Q296 222 360 220 Z'),
      layer(
        'seam',
        'M256 452 Q360 540 464 452 M196 560 Q360 660 524 560 M292 320 Q286 400 330 440 M428 320 Q434 400 390 440',
      ),
    ],
  },
  sneaker: {
    ground: [710, 280],
    layers: moved(
      [
        layer(
          'cloth',
          'M140 640 L138 520 Q140 470 190 462 L300 446 Q330 500 400 514 L520 536 Q604 556 616 612 L616 640 Z',
        ),
        layer('shade', 'M190 462 L300 446 Q292 478 250 488 L176 492 Q174 470 190 462 Z'),
        layer('white', 'M128 640 H628 Q634 676 600 684 H150 Q122 680 128 640 Z'),
        layer('seam', 'M138 610 H616 M296 452 Q330 528 428 536 M520 540 Q494 590 540 640'),
        layer('white', [0, 1, 2, 3].map((i) => circle(318 + i * 24, 470 + i * 14, 6)).join(' ')),
        layer('ink', 'M312 476 L350 486 M336 490 L374 500 M360 504 L398 514'),
      ],
      'translate(-36 -50) scale(1.1)',
    ),
  },
  shoe: {
    ground: [700, 280],
    layers: moved(
      [
        layer('shade', 'M130 650 H214 V692 H138 Q130 692 130 684 Z M120 628 H626 Q638 646 612 656 H120 Z'),
        layer(
          'cloth',
          'M128 630 Q120 556 150 524 Q204 508 292 512 Q340 548 430 554 Q560 562 612 598 Q634 616 624 630 Z',
        ),
        layer('shade', 'M150 524 Q204 508 292 512 Q282 536 240 542 Q190 546 154 538 Z'),
        layer('stitch', 'M420 556 Q470 600 590 596 M142 604 H612'),
        layer('seam', 'M300 526 Q330 570 336 620'),
      ],
      'translate(-30 -60) scale(1.08)',
    ),
  },
  nagra: {
    ground: [700, 280],
    layers: moved(
      [
        layer('shade', 'M120 630 H520 Q600 626 640 566 Q646 600 620 624 Q580 656 520 656 H120 Z'),
        layer(
          'cloth',
          'M128 632 Q122 566 156 540 L300 528 Q380 560 480 560 Q582 556 644 494 Q650 540 626 578 Q592 620 520 632 Z',
        ),
        layer('shade', 'M156 540 L300 528 Q290 552 246 558 L160 560 Z'),
        layer('gold', [360, 420, 480, 540].map((x, i) => circle(x, 590 - i * 4, 9)).join(' ')),
        layer('stitch', 'M320 560 Q430 620 600 560 M140 606 H520'),
      ],
      'translate(-30 -60) scale(1.08)',
    ),
  },
  sandal: {
    ground: [816, 250],
    layers: [undefined, MIRROR].flatMap((transform) => [
      layer(
        'shade',
        'M262 180 Q334 186 340 300 Q344 380 320 460 Q302 530 308 620 Q316 780 252 800 Q188 790 190 660 Q194 560 192 480 Q168 400 170 300 Q176 184 262 180 Z',
        transform,
      ),
      layer(
        'pale',
        'M262 198 Q318 204 322 300 Q326 378 302 456 Q284 530 290 620 Q296 766 252 780 Q208 772 208 660 Q212 560 210 478 Q188 400 188 300 Q194 202 262 198 Z',
        transform,
      ),
      layer('cloth', 'M254 236 H272 L338 356 L318 380 L263 276 L206 382 L182 360 Z', transform),
      layer('cloth', 'M186 436 Q256 410 326 436 L320 500 Q256 480 190 500 Z', transform),
    ]),
  },
  heel: {
    ground: [716, 260],
    layers: moved(
      [
        layer('shade', 'M536 500 L606 486 L596 712 L566 712 Z'),
        layer(
          'shade',
          'M104 700 H340 Q420 640 470 600 Q540 500 606 488 L606 504 Q548 514 482 612 Q430 652 346 714 H116 Q98 712 104 700 Z',
        ),
        layer(
          'cloth',
          'M104 700 Q92 648 156 626 Q226 600 290 604 Q380 580 450 540 Q540 452 604 420 L606 488 Q540 500 470 600 Q420 640 340 700 Z',
        ),
        layer('seam', 'M290 606 Q330 640 322 700'),
      ],
      'translate(-20 -30) scale(1.05)',
    ),
  },
  bag: {
    ground: [826, 250],
    layers: [
      layer('shade', 'M264 384 Q264 204 360 204 Q456 204 456 384 H424 Q424 240 360 240 Q296 240 296 384 Z'),
      layer('cloth', 'M170 380 H550 L590 798 Q590 820 568 820 H152 Q130 820 130 798 Z'),
      layer('shade', 'M170 380 H550 L556 520 Q360 584 164 520 Z'),
      layer('stitch', 'M180 396 H540 M150 800 H570'),
      layer('gold', 'M336 540 H384 V590 H336 Z'),
    ],
  },
  wallet: {
    ground: [660, 240],
    layers: [
      layer('white', 'M200 290 H420 V380 H200 Z', 'rotate(-6 310 335)'),
      layer(
        'solid',
        'M140 340 H580 Q600 340 600 360 V620 Q600 640 580 640 H140 Q120 640 120 620 V360 Q120 340 140 340 Z',
      ),
      layer('stitch', 'M142 362 H578 V618 H142 Z'),
      layer('shade', 'M470 430 H600 V544 H470 Q448 544 448 522 V452 Q448 430 470 430 Z'),
      layer('gold', circle(492, 487, 16)),
    ],
  },
  belt: {
    ground: [640, 280],
    layers: [
      layer('solid', `${ellipse(360, 450, 272, 150)} ${ellipse(360, 436, 240, 112)}`),
      layer('seam', 'M110 430 Q120 560 360 586 Q600 560 610 430'),
      layer('ink', [440, 480, 520].map((x, i) => circle(x, 580 - i * 12, 7)).join(' ')),
      layer('gold', 'M292 530 H428 V650 H292 Z M314 552 H406 V628 H314 Z'),
      layer('steel', 'M356 548 H364 V632 H356 Z'),
    ],
  },
  watch: {
    ground: [790, 150],
    layers: [
      layer('solid', 'M298 130 H422 L412 340 H308 Z M308 560 H412 L422 770 H298 Z'),
      layer('shade', 'M302 690 H418 V716 H302 Z'),
      layer('ink', [610, 640, 670].map((y) => circle(360, y, 6)).join(' ')),
      layer('steel', `${circle(360, 450, 140)} M496 432 H524 V468 H496 Z`),
      layer('white', circle(360, 450, 114)),
      layer(
        'ink',
        [
          ...Array.from({ length: 12 }, (_, i) => {
            const a = (i * Math.PI) / 6;
            const r0 = i % 3 === 0 ? 86 : 96;
            const p = (r: number) =>
              `${Math.round(360 + r * Math.sin(a))} ${Math.round(450 - r * Math.cos(a))}`;
            return `M${p(r0)} L${p(106)}`;
          }),
          'M360 450 L360 376 M360 450 L414 482',
        ].join(' '),
      ),
    ],
  },
  sunglasses: {
    ground: [620, 250],
    layers: [
      ...mirrored(
        'glass',
        'M150 400 H332 Q344 400 340 424 Q328 520 250 540 Q166 540 148 452 Q140 400 150 400 Z',
      ),
      ...mirrored(
        'rim',
        'M150 400 H332 Q344 400 340 424 Q328 520 250 540 Q166 540 148 452 Q140 400 150 400 Z M148 408 L100 392',
      ),
      layer('rim', 'M338 416 Q360 396 382 416'),
      ...mirrored('white', 'M180 420 L214 420 L176 486 L164 470 Z'),
    ],
  },
  cap: {
    ground: [620, 260],
    layers: [
      layer('shade', 'M468 538 Q600 518 668 574 Q640 608 560 602 L468 586 Z'),
      layer('cloth', 'M160 566 Q148 330 360 300 Q548 290 560 530 L560 566 Z'),
      layer('pale', 'M160 546 H560 V566 H160 Z'),
      layer('seam', 'M360 302 Q320 420 316 546 M360 302 Q448 400 470 546 M360 302 Q230 380 214 546'),
      layer('shade', circle(360, 300, 16)),
    ],
  },
  jewellery: {
    ground: [770, 220],
    layers: [
      layer(
        'white',
        'M310 160 Q314 290 296 336 Q170 360 140 480 L136 700 Q360 800 584 700 L580 480 Q550 360 424 336 Q406 290 410 160 Z',
      ),
      layer('gold', 'M276 330 Q360 720 444 330 L436 326 Q360 690 284 326 Z'),
      layer(
        'solid',
        along([282, 352], [360, 700], [438, 352], 11)
          .map(([x, y]) => circle(x, y, 17))
          .join(' '),
      ),
      layer('gold', 'M360 540 Q414 604 360 700 Q306 604 360 540 Z'),
      layer('solid', 'M360 574 Q388 612 360 664 Q332 612 360 574 Z'),
    ],
  },
  bedding: {
    ground: [800, 300],
    layers: [
      layer(
        'wood',
        'M140 250 Q360 190 580 250 V520 H140 Z M112 740 H134 V800 H112 Z M586 740 H608 V800 H586 Z',
      ),
      layer('cloth', 'M180 430 H540 L630 610 H90 Z'),
      layer('clothShade', 'M90 610 H630 V760 H90 Z'),
      layer('pale', 'M90 606 H630 V628 H90 Z'),
      ...mirrored('white', 'M206 392 Q272 380 338 392 Q350 428 338 466 Q272 478 206 466 Q194 428 206 392 Z'),
      layer('stitch', 'M160 520 H560 M130 570 H590 M120 690 H600'),
    ],
  },
  cushion: {
    ground: [740, 260],
    // Two cushions, one behind the other.
    layers: [...cushion('clothShade', 'translate(70 -76)'), ...cushion('cloth')],
  },
  curtain: {
    ground: [846, 300],
    layers: [
      layer('sky', 'M170 170 H550 V780 H170 Z'),
      layer('seam', 'M360 170 V780 M170 470 H550'),
      layer('steel', `M80 136 H640 V154 H80 Z ${circle(80, 145, 16)} ${circle(640, 145, 16)}`),
      ...mirrored('cloth', 'M100 154 H314 Q300 330 262 470 Q312 620 316 836 H100 Z'),
      ...mirrored('shade', 'M236 452 L294 460 L290 494 L232 486 Z'),
      ...mirrored('seam', 'M150 170 V820 M206 170 Q200 330 218 462 M214 496 Q250 660 254 830'),
    ],
  },
  towel: {
    ground: [806, 220],
    layers: [
      layer('steel', 'M150 226 H570 V244 H150 Z M150 206 H166 V260 H150 Z M554 206 H570 V260 H554 Z'),
      layer('cloth', 'M210 236 Q360 226 510 236 V780 Q360 790 210 780 Z'),
      layer('clothShade', 'M210 236 Q360 214 510 236 V262 Q360 246 210 262 Z'),
      layer('pale', 'M210 660 H510 V690 H210 Z M210 704 H510 V716 H210 Z'),
      layer('seam', 'M210 756 H510'),
    ],
  },
  prayerMat: {
    ground: [836, 230],
    layers: [
      layer('cloth', 'M170 120 H550 V810 H170 Z'),
      layer('shade', 'M170 120 H550 V810 H170 Z M202 152 H518 V778 H202 Z'),
      layer('pale', 'M240 360 Q240 240 360 196 Q480 240 480 360 V740 H240 Z'),
      layer('gold', 'M358 250 H362 V300 H358 Z M340 300 H380 L370 336 H350 Z'),
      layer('seam', `${fringe(178, 542, 96, 24)} ${fringe(178, 542, 810, 24)}`),
    ],
  },
  runner: {
    ground: [806, 300],
    layers: [
      layer(
        'wood',
        'M170 380 H550 L650 560 H70 Z M70 560 H650 V600 H70 Z M100 600 H130 V800 H100 Z M590 600 H620 V800 H590 Z',
      ),
      layer('cloth', 'M318 380 H402 L452 560 H268 Z'),
      layer('clothShade', 'M268 560 H452 V690 L360 734 L268 690 Z'),
      layer('pale', 'M268 664 H452 V690 L360 734 L268 690 Z'),
      layer('gold', `M358 734 H362 V760 H358 Z ${circle(360, 770, 12)}`),
      layer('stitch', 'M330 396 L290 552 M390 396 L430 552'),
    ],
  },
} satisfies Record<string, Art>;

/** The kinds of thing the demo shop draws; each demo item says which it is. */
export type ArtKind = keyof typeof ART;

type Palette = { colour: string; print: string | null };

function paintAttributes(paint: Paint, { colour, print }: Palette): string[] {
  const stroke = mix(colour, '#000000', 0.35);
  const outline = `stroke="${stroke}" stroke-width="5" stroke-linejoin="round"`;
  const printed = (fill: string) => [
    `fill="${fill}" ${outline}`,
    ...(print ? [`fill="url(#${print})"`] : []),
  ];
  switch (paint) {
    case 'cloth':
      return printed(colour);
    case 'clothShade':
      return printed(mix(colour, '#000000', 0.22));
    case 'solid':
      return [`fill="${colour}" ${outline}`];
    case 'shade':
      return [`fill="${mix(colour, '#000000', 0.3)}" ${outline}`];
    case 'pale':
      return [`fill="${mix(colour, '#ffffff', 0.45)}" ${outline}`];
    case 'rim':
      // Outlined, so that a white frame still shows on a pale background.
      return [
        `fill="none" stroke="${stroke}" stroke-width="30" stroke-linejoin="round" stroke-linecap="round"`,
        `fill="none" stroke="${colour}" stroke-width="20" stroke-linejoin="round" stroke-linecap="round"`,
      ];
    case 'gold':
      return ['fill="#d4a935" stroke="#8a6a12" stroke-width="4" stroke-linejoin="round"'];
    case 'steel':
      return ['fill="#c3c7cc" stroke="#6d7278" stroke-width="4" stroke-linejoin="round"'];
    case 'glass':
      return ['fill="#23282e" stroke="#111316" stroke-width="4"'];
    case 'white':
      return ['fill="#f8f5ef" stroke="#a89e90" stroke-width="4" stroke-linejoin="round"'];
    case 'wood':
      return ['fill="#8b5e3c" stroke="#583a22" stroke-width="5" stroke-linejoin="round"'];
    case 'sky':
      return ['fill="#dce9f2" stroke="#9fb4c4" stroke-width="5"'];
    case 'seam':
      return [
        `fill="none" stroke="${mix(colour, '#ffffff', 0.55)}" stroke-width="6" stroke-linecap="round" opacity=".8"`,
      ];
    case 'stitch':
      return [
        `fill="none" stroke="${mix(colour, '#ffffff', 0.6)}" stroke-width="4" stroke-dasharray="12 10" opacity=".9"`,
      ];
    case 'ink':
      return ['fill="none" stroke="#2b2b2e" stroke-width="7" stroke-linecap="round"'];
  }
}

/** One thing of a kind, in a colour, as SVG elements. */
function drawArt(kind: ArtKind, palette: Palette): string {
  const art: Art = ART[kind];
  const [groundY, groundRx] = art.ground;
  const parts = art.layers.flatMap(({ paint, d, transform }) =>
    paintAttributes(paint, palette).map(
      (attributes) => `<path d="${d}" ${attributes}${transform ? ` transform="${transform}"` : ''}/>`,
    ),
  );
  return `<ellipse cx="360" cy="${groundY}" rx="${groundRx}" ry="22" fill="#000" opacity=".12"/>
    <g fill-rule="evenodd">${parts.join('')}</g>`;
}

export type View = 'front' | 'detail' | 'styled' | 'folded';
/**
 * Views in the order products get them. The cloth close-up and the folded stack show only colour and
 * print, so products of one colour share them and the demo seed draws fewer pictures.
 */
export const PRODUCT_VIEWS: readonly View[] = ['front', 'detail', 'folded', 'styled'];
/** Whether a view shows the thing itself, and so depends on its kind. */
export const viewShowsKind = (view: View) => view === 'front' || view === 'styled';

function pattern(id: string, colour: string, variant: number): string {
  const ink = mix(colour, '#ffffff', 0.45);
  switch (variant % 3) {
    case 0:
      return `<pattern id="${id}" width="36" height="36" patternUnits="userSpaceOnUse"><circle cx="18" cy="18" r="5" fill="${ink}" opacity=".55"/></pattern>`;
    case 1:
      // Diagonal stripes drawn in the tile: a rotated pattern costs librsvg several times as much.
      return `<pattern id="${id}" width="28" height="28" patternUnits="userSpaceOnUse"><path d="M-7 7 L7 -7 M0 28 L28 0 M21 35 L35 21" stroke="${ink}" stroke-width="9" opacity=".4"/></pattern>`;
    default:
      return `<pattern id="${id}" width="48" height="48" patternUnits="userSpaceOnUse"><path d="M24 6 Q38 24 24 42 Q10 24 24 6 Z" fill="${ink}" opacity=".45"/></pattern>`;
  }
}

export function productSvg(kind: ArtKind, colour: string, view: View, variant: number): string {
  const light = mix(colour, '#fbf7f0', 0.85);
  const dark = mix(colour, '#000000', 0.55);
  const stroke = mix(colour, '#000000', 0.35);
  const defs = `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${mix(light, '#d9cbb5', 0.5)}"/></linearGradient>
    ${pattern('cloth', colour, variant)}
  </defs>`;
  const thing = () => drawArt(kind, { colour, print: 'cloth' });

  let body: string;
  switch (view) {
    case 'front':
      body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>${thing()}`;
      break;
    case 'detail':
      // A close look at the cloth: the colour and its print fill the frame.
      body = `<rect width="${W}" height="${H}" fill="${colour}"/><rect width="${W}" height="${H}" fill="url(#cloth)"/>
        <rect x="0" y="${H - 140}" width="${W}" height="60" fill="${mix(colour, '#ffffff', 0.3)}" opacity=".7"/>
        <rect x="0" y="${H - 128}" width="${W}" height="8" fill="${dark}" opacity=".6"/>`;
      break;
    case 'styled':
      body = `<rect width="${W}" height="${H}" fill="${dark}"/>
        <circle cx="360" cy="420" r="330" fill="${mix(dark, '#ffffff', 0.12)}"/>
        ${thing()}`;
      break;
    case 'folded':
      body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>
        <rect x="150" y="560" width="420" height="120" rx="14" fill="${stroke}"/>
        <rect x="150" y="430" width="420" height="130" rx="14" fill="${colour}"/>
        <rect x="150" y="430" width="420" height="130" rx="14" fill="url(#cloth)"/>
        <rect x="150" y="300" width="420" height="130" rx="14" fill="${mix(colour, '#ffffff', 0.18)}"/>
        <rect x="150" y="300" width="420" height="130" rx="14" fill="url(#cloth)"/>
        <rect x="150" y="346" width="420" height="22" fill="${mix(colour, '#ffffff', 0.6)}" opacity=".8"/>`;
      break;
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}</svg>`;
}

/** The home page's hero: a wide banner in the shop's colours, with a panjabi and a saree. */
export function heroSvg(): string {
  const width = 1600;
  const height = 640;
  const stripes = Array.from(
    { length: 14 },
    (_, i) =>
      `<rect x="${900 + i * 50}" y="0" width="22" height="${height}" fill="#ffffff" opacity="${0.03 + (i % 3) * 0.02}"/>`,
  ).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
    <defs><linearGradient id="h" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7a1f35"/><stop offset=".6" stop-color="#a8324f"/><stop offset="1" stop-color="#e0a526"/></linearGradient></defs>
    <rect width="${width}" height="${height}" fill="url(#h)"/>${stripes}
    <g transform="translate(980 70) scale(0.62)" opacity=".95">${drawArt('tunic', { colour: '#f4f1ea', print: null })}</g>
    <g transform="translate(1180 120) scale(0.58)" opacity=".95">${drawArt('saree', { colour: '#2e7d4f', print: null })}</g>
  </svg>`;
}
