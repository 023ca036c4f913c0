import { LuxDotList } from '@/blocks/marketing/LuxDotList';
import { GOOD_FOR, SPLIT_PICTURES } from './luxContent';
import { LuxSplit } from './LuxSplit';

/** 'Buy What You Love', 'A Gift From Us' and 'What Lux is Good For', in that order. */
export const LuxHighlights = () => (
  <>
    <LuxSplit
      id="lux-buy"
      eyebrow="No boxes, no guesswork"
      title="Buy What You Love"
      picture={SPLIT_PICTURES.buy}
    >
      <p>
        Every piece on your boards links straight to the retailer. Buy only what you love, from any
        brand and at your budget, and nothing arrives that you did not choose.
      </p>
      <p>Lux orders from our retail partners ship expedited, so your new looks arrive sooner.</p>
    </LuxSplit>
    <LuxSplit
      id="lux-gift"
      eyebrow="With every Lux booking"
      title="A Gift From Us"
      picture={SPLIT_PICTURES.gift}
      tone="dark"
      reverse
    >
      <p>
        Every Lux booking comes with a present: our exclusive bag, beautifully wrapped and sent to
        your door. A roomy, well-made tote you will carry long after your capsules are complete, and
        our thank-you for trusting us with your wardrobe.
      </p>
    </LuxSplit>
    <LuxSplit
      id="lux-good-for"
      eyebrow="Made for big moments"
      title="What Lux is Good For"
      picture={SPLIT_PICTURES.goodFor}
      tone="surface"
    >
      <p>Lux gives your stylist the time to see the whole picture. Clients book it for:</p>
      <LuxDotList>
        {GOOD_FOR.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </LuxDotList>
    </LuxSplit>
  </>
);
