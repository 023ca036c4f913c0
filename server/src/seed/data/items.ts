import type { Garment } from '../../media/garments';
import type { ColorFamily } from '../../media/palette';

/**
 * Item templates per department. The seed turns each template into several items (different
 * brands, colours and names). Prices are for a contemporary brand and scale with the brand tier.
 * Descriptions take a {color} placeholder (the item's colour, lower case).
 */

export type Department = 'female' | 'male';

export type SizeScale =
  | 'women-alpha'
  | 'women-numeric'
  | 'women-denim'
  | 'women-shoes'
  | 'men-alpha'
  | 'men-waist'
  | 'men-suit'
  | 'men-shoes'
  | 'one-size';

export const sizeScales: Record<SizeScale, string[]> = {
  'women-alpha': ['XS', 'S', 'M', 'L', 'XL'],
  'women-numeric': ['0', '2', '4', '6', '8', '10', '12', '14', '16'],
  'women-denim': ['24', '25', '26', '27', '28', '29', '30', '31', '32'],
  'women-shoes': ['5', '5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10', '11'],
  'men-alpha': ['S', 'M', 'L', 'XL', 'XXL'],
  'men-waist': ['28', '30', '31', '32', '33', '34', '36', '38'],
  'men-suit': ['36R', '38R', '40R', '42R', '44R', '46R'],
  'men-shoes': ['7', '7.5', '8', '8.5', '9', '9.5', '10', '10.5', '11', '12', '13'],
  'one-size': ['One Size'],
};

export type ItemTemplate = {
  names: string[];
  garment: Garment;
  category: string;
  colors: ColorFamily;
  price: [number, number];
  sizes: SizeScale;
  descriptions: [string, string];
};

const t = (
  category: string,
  garment: Garment,
  colors: ColorFamily,
  price: [number, number],
  sizes: SizeScale,
  names: string[],
  descriptions: [string, string],
): ItemTemplate => ({ category, garment, colors, price, sizes, names, descriptions });

export const womenTemplates: ItemTemplate[] = [
  // tops
  t(
    'tops',
    'tee',
    'womenswear',
    [32, 68],
    'women-alpha',
    ['The Essential Crew Tee', 'Organic Cotton Boxy Tee', 'Pima Cotton Fitted Tee'],
    [
      'A soft {color} tee in breathable cotton that layers under everything.',
      'The everyday essential in {color}, cut from smooth cotton with a clean neckline.',
    ],
  ),
  t(
    'tops',
    'blouse',
    'womenswear',
    [88, 220],
    'women-alpha',
    ['Silk Charmeuse Blouse', 'Pleated-Sleeve Crepe Blouse', 'V-Neck Georgette Blouse'],
    [
      'A fluid {color} blouse with a soft V-neck and gathered cuffs. Tuck it into tailored trousers or wear it loose over denim.',
      'Lightweight and elegant, this {color} blouse drapes beautifully and moves from desk to dinner.',
    ],
  ),
  t(
    'tops',
    'shirt',
    'womenswear',
    [72, 160],
    'women-alpha',
    ['Oversized Poplin Shirt', 'Washed Linen Shirt', 'Classic Oxford Shirt'],
    [
      'A crisp {color} button-down with a relaxed fit and a curved hem. Wear it open as a light layer or buttoned with the sleeves rolled.',
      'Cut generously from breathable fabric, this {color} shirt is the piece you will reach for all year.',
    ],
  ),
  t(
    'tops',
    'camisole',
    'eveningwear',
    [54, 150],
    'women-alpha',
    ['Lace-Trim Silk Camisole', 'Satin Slip Camisole'],
    [
      'A bias-cut camisole in {color} with delicate lace trim and adjustable straps.',
      'Silky, {color} and endlessly useful: wear it under a blazer by day and on its own at night.',
    ],
  ),
  // knitwear
  t(
    'knitwear',
    'sweater',
    'knit',
    [98, 320],
    'women-alpha',
    ['Cashmere Crewneck Sweater', 'Ribbed Merino Sweater', 'Chunky Cable-Knit Sweater'],
    [
      'A {color} knit with ribbed trims and a relaxed body. Warm, soft and easy to layer.',
      'This {color} sweater is knitted from a soft, lofty yarn and finished with a gently dropped shoulder.',
    ],
  ),
  t(
    'knitwear',
    'cardigan',
    'knit',
    [88, 240],
    'women-alpha',
    ['Fine-Gauge V-Neck Cardigan', 'Cropped Wool Cardigan'],
    [
      'A {color} cardigan with horn-effect buttons, made to layer over dresses and tees.',
      'Light, neat and easy to throw on, this {color} cardigan works buttoned up or worn open.',
    ],
  ),
  t(
    'knitwear',
    'hoodie',
    'knit',
    [110, 260],
    'women-alpha',
    ['Relaxed Cashmere Hoodie', 'Brushed Knit Hoodie'],
    [
      'A cozy {color} hoodie knitted in a brushed, featherweight yarn. Lounge-ready but polished enough for a coffee run.',
      'The weekend essential in soft {color} knit, with a roomy hood and ribbed cuffs.',
    ],
  ),
  // bottoms
  t(
    'bottoms',
    'trousers',
    'neutrals',
    [98, 240],
    'women-numeric',
    ['High-Rise Tailored Trousers', 'Slim Cigarette Trousers'],
    [
      'Sharp {color} trousers with a high waist, pressed creases and a straight, ankle-grazing leg.',
      'A tailored {color} pair in a comfortable stretch weave that holds its shape from morning to evening.',
    ],
  ),
  t(
    'bottoms',
    'wide-trousers',
    'womenswear',
    [92, 220],
    'women-numeric',
    ['Wide-Leg Pleated Trousers', 'Linen Palazzo Pants'],
    [
      'Fluid {color} trousers with front pleats and a generous wide leg that skims the floor.',
      'Breezy {color} palazzo pants with a flat waistband and a long, elongating line.',
    ],
  ),
  t(
    'bottoms',
    'jeans',
    'denim',
    [88, 210],
    'women-denim',
    ['High-Rise Straight Jeans', 'Vintage Wide-Leg Jeans', 'Slim Ankle Jeans'],
    [
      'Rigid {color} denim with a high rise that looks better with every wear.',
      'A flattering {color} pair with a vintage-inspired fit, finished with a clean hem.',
    ],
  ),
  t(
    'bottoms',
    'skirt',
    'womenswear',
    [78, 260],
    'women-alpha',
    ['Bias-Cut Satin Midi Skirt', 'Pleated Midi Skirt', 'A-Line Suede Skirt'],
    [
      'A {color} midi skirt that moves beautifully as you walk.',
      'This {color} skirt sits at the natural waist and falls just below the knee; pair it with a fine knit or a crisp shirt.',
    ],
  ),
  t(
    'bottoms',
    'shorts',
    'womenswear',
    [52, 120],
    'women-numeric',
    ['Tailored Linen Shorts', 'Pleated Bermuda Shorts'],
    [
      'Polished {color} shorts in breathable linen, made for warm days in the city.',
      'Tailored {color} shorts with a knee-grazing length and neat front pleats.',
    ],
  ),
  // dresses
  t(
    'dresses',
    'dress',
    'womenswear',
    [110, 320],
    'women-numeric',
    ['Fit-and-Flare Midi Dress', 'Sleeveless Poplin Dress', 'V-Neck Linen Midi Dress'],
    [
      'A {color} midi dress with a fitted bodice, a defined waist and a full skirt that moves beautifully.',
      'This {color} dress has a flattering V-neck and a midi length that works for weddings, brunches and everything between.',
    ],
  ),
  t(
    'dresses',
    'slip-dress',
    'eveningwear',
    [150, 480],
    'women-alpha',
    ['Silk Slip Dress', 'Satin Cowl-Neck Slip Dress'],
    [
      'A bias-cut slip dress in {color} satin with a soft cowl neckline and delicate straps.',
      'Liquid {color} silk cut close to the body; layer a knit over it or wear it alone for evening.',
    ],
  ),
  t(
    'dresses',
    'wrap-dress',
    'womenswear',
    [130, 320],
    'women-alpha',
    ['Jersey Wrap Dress', 'Crepe Wrap Midi Dress'],
    [
      'A {color} wrap dress with long sleeves and a tie waist that adjusts to fit.',
      'Effortless and flattering, this {color} wrap dress is the easiest way to look put together.',
    ],
  ),
  // outerwear
  t(
    'outerwear',
    'coat',
    'outerwear',
    [260, 690],
    'women-alpha',
    ['Double-Breasted Wool Coat', 'Long Cashmere-Blend Coat'],
    [
      'A {color} coat in a dense wool blend with peak lapels and a double-breasted front. It will carry you through many winters.',
      'Long, tailored and warm, this {color} coat falls below the knee and layers easily over suiting.',
    ],
  ),
  t(
    'outerwear',
    'trench',
    'outerwear',
    [210, 520],
    'women-alpha',
    ['Classic Cotton Trench', 'Belted Water-Resistant Trench'],
    [
      'The timeless trench in {color} cotton gabardine, with a storm flap, cuff straps and a tie belt.',
      'A water-resistant {color} trench with a relaxed cut that works over knits and tailoring alike.',
    ],
  ),
  t(
    'outerwear',
    'blazer',
    'suiting',
    [170, 420],
    'women-numeric',
    ['Relaxed Tailored Blazer', 'Single-Button Blazer'],
    [
      'A {color} blazer with softly padded shoulders and a relaxed, slightly longer fit.',
      'Sharp but easy, this {color} blazer makes jeans feel dressed up and dresses feel ready for work.',
    ],
  ),
  t(
    'outerwear',
    'jacket',
    'leather',
    [150, 480],
    'women-alpha',
    ['Cropped Leather Jacket', 'Quilted Bomber Jacket'],
    [
      'A cropped {color} jacket with a ribbed hem and cuffs and a zip front.',
      'This {color} bomber adds instant edge to dresses and denim alike.',
    ],
  ),
  // shoes
  t(
    'shoes',
    'pump',
    'leather',
    [130, 420],
    'women-shoes',
    ['Pointed-Toe Leather Pumps', 'Slingback Kitten Heels', 'Satin Evening Pumps'],
    [
      'Elegant {color} pumps with a pointed toe and a slim heel, cushioned for long days.',
      'A refined {color} heel that lengthens the leg and pairs with everything from tailoring to slip dresses.',
    ],
  ),
  t(
    'shoes',
    'boot',
    'leather',
    [180, 460],
    'women-shoes',
    ['Leather Chelsea Boots', 'Block-Heel Ankle Boots', 'Suede Ankle Boots'],
    [
      'Ankle boots in {color} with elastic side panels, a pull tab and a walkable block heel.',
      'Smooth {color} boots that slip on in seconds and go with jeans, skirts and dresses.',
    ],
  ),
  t(
    'shoes',
    'sneaker',
    'sneaker',
    [88, 220],
    'women-shoes',
    ['Minimal Leather Sneakers', 'Retro Court Sneakers'],
    [
      'Clean {color} sneakers with a cushioned footbed and a low profile.',
      'A pared-back {color} sneaker with tonal laces; the one pair that goes with everything.',
    ],
  ),
  t(
    'shoes',
    'loafer',
    'leather',
    [130, 360],
    'women-shoes',
    ['Leather Penny Loafers', 'Chunky-Sole Loafers'],
    [
      'Polished {color} loafers with a classic penny strap and a lightly lugged sole.',
      'Timeless {color} loafers that make straight jeans and midi skirts look instantly smarter.',
    ],
  ),
  // bags
  t(
    'bags',
    'tote',
    'leather',
    [110, 680],
    'one-size',
    ['Structured Leather Tote', 'Everyday Work Tote'],
    [
      'A roomy {color} tote that fits a laptop, with sturdy shoulder handles and an inner zip pocket.',
      'Clean lines in {color} leather; the workhorse bag that looks good on every commute.',
    ],
  ),
  t(
    'bags',
    'crossbody',
    'leather',
    [140, 560],
    'one-size',
    ['Mini Crossbody Bag', 'Saddle Crossbody Bag'],
    [
      'A compact {color} crossbody with a flap, a polished clasp and an adjustable strap.',
      'Hands-free and elegant, this {color} bag holds the essentials and dresses up any outfit.',
    ],
  ),
  t(
    'bags',
    'clutch',
    'eveningwear',
    [85, 380],
    'one-size',
    ['Envelope Clutch', 'Satin Evening Clutch'],
    [
      'A slim {color} envelope clutch with a gold-tone bar closure.',
      'The evening bag in {color}: just big enough for a phone, keys and a lipstick.',
    ],
  ),
  // accessories
  t(
    'accessories',
    'scarf',
    'womenswear',
    [60, 260],
    'one-size',
    ['Silk Twill Scarf', 'Printed Silk Square'],
    [
      'A {color} silk square with a framed border print. Tie it at the neck, on a bag or in your hair.',
      'Hand-rolled edges and a soft {color} ground make this scarf an easy finishing touch.',
    ],
  ),
  t(
    'accessories',
    'belt',
    'leather',
    [45, 160],
    'women-alpha',
    ['Leather Waist Belt', 'Skinny Leather Belt'],
    [
      'A {color} leather belt with a polished gold-tone buckle, made to cinch blazers and dresses.',
      'Slim, smooth and {color}: the belt that finishes jeans and trousers neatly.',
    ],
  ),
  t(
    'accessories',
    'sunglasses',
    'leather',
    [110, 340],
    'one-size',
    ['Cat-Eye Sunglasses', 'Oversized Square Sunglasses'],
    [
      'Acetate sunglasses with a {color} frame and gradient lenses with full UV protection.',
      'A flattering {color} frame with softly lifted corners, in a case that fits any bag.',
    ],
  ),
  t(
    'accessories',
    'hat',
    'outerwear',
    [65, 220],
    'one-size',
    ['Wool Felt Fedora', 'Wide-Brim Sun Hat'],
    [
      'Structured {color} felt with a classic pinched crown, for cold mornings and long lunches.',
      'A {color} wide-brim hat with a grosgrain band; packable enough for travel.',
    ],
  ),
  t(
    'accessories',
    'beanie',
    'knit',
    [45, 140],
    'one-size',
    ['Cashmere Beanie', 'Ribbed Wool Beanie'],
    [
      'A soft ribbed beanie in {color}, warm and light enough to live in your coat pocket.',
      'Fine {color} knit with a turned-up cuff; the simplest way to stay warm and look good.',
    ],
  ),
  t(
    'accessories',
    'watch',
    'metal',
    [150, 680],
    'one-size',
    ['Slim Dress Watch', 'Petite Round Watch'],
    [
      'A slim watch with a {color} case, an ivory dial and a smooth leather strap.',
      'Delicate and timeless, with a {color} case and a quiet, minimal face.',
    ],
  ),
  // jewelry
  t(
    'jewelry',
    'necklace',
    'metal',
    [55, 480],
    'one-size',
    ['Pearl and Pendant Necklace', 'Layered Chain Necklace'],
    [
      'A {color} chain with a faceted pendant, layered with freshwater pearls.',
      'Two fine {color} strands worn together; lovely on their own or with a simple tee.',
    ],
  ),
  t(
    'jewelry',
    'earrings',
    'metal',
    [42, 320],
    'one-size',
    ['Sculpted Hoop Earrings', 'Everyday Hoops'],
    [
      'Lightweight {color} hoops with a softly sculpted profile, comfortable enough to wear all day.',
      'Classic {color} hoops, the jewelry-box staple that goes with everything.',
    ],
  ),
  t(
    'jewelry',
    'bracelet',
    'metal',
    [50, 380],
    'one-size',
    ['Polished Cuff Bracelet', 'Slim Bangle'],
    [
      'A polished {color} cuff that slips on easily and stacks beautifully.',
      'A fine {color} bangle with a high shine, for a little light at the wrist.',
    ],
  ),
];

export const menTemplates: ItemTemplate[] = [
  // tops
  t(
    'tops',
    'tee',
    'menswear',
    [30, 68],
    'men-alpha',
    ['Heavyweight Crew Tee', 'Garment-Dyed Pocket Tee'],
    [
      'A substantial {color} cotton tee with a structured neckline that keeps its shape wash after wash.',
      'The perfect {color} tee: relaxed, soft and made to be worn on repeat.',
    ],
  ),
  t(
    'tops',
    'polo',
    'menswear',
    [58, 150],
    'men-alpha',
    ['Knitted Cotton Polo', 'Piqué Polo Shirt'],
    [
      'A {color} polo with a soft collar and a short placket, smart enough for the office.',
      'Breathable {color} piqué with a neat fit; pair it with chinos or tailored shorts.',
    ],
  ),
  t(
    'tops',
    'shirt',
    'menswear',
    [68, 180],
    'men-alpha',
    ['Oxford Button-Down Shirt', 'Linen Camp Shirt', 'Poplin Dress Shirt'],
    [
      'A {color} shirt with a neat collar and a tailored body, easy to dress up or down.',
      'Cut from a crisp, breathable weave, this {color} shirt works under a blazer or on its own.',
    ],
  ),
  t(
    'tops',
    'hoodie',
    'menswear',
    [68, 160],
    'men-alpha',
    ['Loopback Cotton Hoodie', 'Heavyweight Fleece Hoodie'],
    [
      'A {color} hoodie in dense loopback cotton with a kangaroo pocket and ribbed trims.',
      'A weekend staple in soft {color} fleece, cut with a relaxed body and a structured hood.',
    ],
  ),
  // knitwear
  t(
    'knitwear',
    'sweater',
    'knit',
    [88, 300],
    'men-alpha',
    ['Merino Crewneck Sweater', 'Fisherman Cable Sweater', 'Lambswool Crewneck'],
    [
      'A {color} crewneck, light enough to layer under a coat and warm enough on its own.',
      'A classic {color} knit with ribbed cuffs and hem; the sweater you will wear for years.',
    ],
  ),
  t(
    'knitwear',
    'cardigan',
    'knit',
    [98, 280],
    'men-alpha',
    ['Shawl-Collar Cardigan', 'Textured Wool Cardigan'],
    [
      'A {color} cardigan with a deep V and tonal buttons, made for layering over tees and shirts.',
      'Chunky {color} knit with a relaxed fit; it makes a smart alternative to a jacket.',
    ],
  ),
  // bottoms
  t(
    'bottoms',
    'trousers',
    'suiting',
    [88, 220],
    'men-waist',
    ['Stretch Cotton Chinos', 'Pleated Wool Trousers'],
    [
      'Tailored {color} trousers with a tapered leg and a comfortable stretch.',
      'A versatile {color} pair that sits between chinos and suit trousers; dress them up or down.',
    ],
  ),
  t(
    'bottoms',
    'jeans',
    'denim',
    [88, 230],
    'men-waist',
    ['Selvedge Straight Jeans', 'Slim Tapered Jeans'],
    [
      'Raw {color} selvedge denim with a straight leg; it fades beautifully to your shape.',
      'A slim, tapered {color} jean with a touch of stretch for all-day comfort.',
    ],
  ),
  t(
    'bottoms',
    'shorts',
    'menswear',
    [55, 110],
    'men-waist',
    ['Chino Shorts', 'Linen Drawstring Shorts'],
    [
      'Tailored {color} chino shorts with a seven-inch inseam.',
      'Relaxed {color} linen shorts with a drawstring waist, made for warm weekends.',
    ],
  ),
  // suiting
  t(
    'suiting',
    'blazer',
    'suiting',
    [220, 620],
    'men-suit',
    ['Unstructured Wool Blazer', 'Linen Sport Coat', 'Two-Button Suit Jacket'],
    [
      'A {color} jacket with soft shoulders, notch lapels and patch pockets; polished without feeling stiff.',
      'Tailored in a breathable {color} cloth, this jacket pairs with its trousers or with jeans.',
    ],
  ),
  t(
    'suiting',
    'trousers',
    'suiting',
    [120, 320],
    'men-waist',
    ['Flat-Front Suit Trousers', 'Wool Dress Trousers'],
    [
      'Sharp {color} suit trousers with a slim, tapered leg and a clean flat front.',
      'Pressed {color} wool trousers with side adjusters; they pair with the matching jacket.',
    ],
  ),
  // outerwear
  t(
    'outerwear',
    'coat',
    'outerwear',
    [260, 720],
    'men-alpha',
    ['Wool Overcoat', 'Double-Breasted Peacoat'],
    [
      'A {color} overcoat in heavy Italian-milled wool, cut long enough to cover a suit jacket.',
      'A structured {color} coat with a generous collar and horn-effect buttons.',
    ],
  ),
  t(
    'outerwear',
    'trench',
    'outerwear',
    [220, 560],
    'men-alpha',
    ['Cotton Trench Coat', 'Belted Mac Coat'],
    [
      'A water-resistant {color} trench with a storm flap, cuff straps and a removable belt.',
      'The {color} mac coat: light, clean and ready for unpredictable weather.',
    ],
  ),
  t(
    'outerwear',
    'jacket',
    'outerwear',
    [150, 480],
    'men-alpha',
    ['Suede Bomber Jacket', 'Waxed Field Jacket', 'Quilted Liner Jacket'],
    [
      'A {color} jacket with a ribbed collar, cuffs and hem, and a two-way zip.',
      'A rugged {color} jacket that gets better with age, with deep pockets and a cord collar.',
    ],
  ),
  // shoes
  t(
    'shoes',
    'boot',
    'leather',
    [180, 460],
    'men-shoes',
    ['Leather Chelsea Boots', 'Suede Chelsea Boots'],
    [
      'Sleek {color} Chelsea boots with elastic gussets and a durable rubber-lined sole.',
      'Smart and versatile {color} boots that pair with denim and tailoring alike.',
    ],
  ),
  t(
    'shoes',
    'sneaker',
    'sneaker',
    [95, 240],
    'men-shoes',
    ['Leather Court Sneakers', 'Suede Low-Top Sneakers'],
    [
      'Minimal {color} sneakers in smooth leather with a stitched cupsole.',
      'Clean {color} low-tops with a cushioned insole; as good with chinos as with jeans.',
    ],
  ),
  t(
    'shoes',
    'loafer',
    'leather',
    [150, 420],
    'men-shoes',
    ['Leather Penny Loafers', 'Suede Driving Loafers'],
    [
      'Classic {color} penny loafers with a hand-sewn moc toe and a leather sole.',
      'Soft {color} loafers with a flexible sole; slip them on with or without socks.',
    ],
  ),
  // bags
  t(
    'bags',
    'backpack',
    'leather',
    [120, 520],
    'one-size',
    ['Waxed Canvas Backpack', 'Leather Roll-Top Backpack'],
    [
      'A {color} backpack with a padded laptop sleeve and leather trims.',
      'A clean-lined {color} backpack that carries a day of work and a gym kit.',
    ],
  ),
  t(
    'bags',
    'briefcase',
    'leather',
    [180, 720],
    'one-size',
    ['Slim Leather Briefcase', 'Leather Document Case'],
    [
      'A slim {color} briefcase with a top handle, brass hardware and room for a laptop.',
      'Structured {color} leather with a fold-over flap; it ages beautifully.',
    ],
  ),
  t(
    'bags',
    'tote',
    'leather',
    [90, 420],
    'one-size',
    ['Canvas Weekender Tote', 'Leather Travel Tote'],
    [
      'A roomy {color} tote for weekends away, with sturdy handles and an inner pocket.',
      'A hard-wearing {color} carryall that fits a change of clothes and a laptop.',
    ],
  ),
  // accessories
  t(
    'accessories',
    'watch',
    'metal',
    [160, 980],
    'one-size',
    ['Field Watch', 'Automatic Dress Watch'],
    [
      'A {color} case with a clean ivory dial and a leather strap that softens with wear.',
      'Understated and reliable, with a {color} case and an easy-to-read face.',
    ],
  ),
  t(
    'accessories',
    'belt',
    'leather',
    [48, 150],
    'men-waist',
    ['Leather Dress Belt', 'Suede Casual Belt'],
    [
      'A {color} leather belt with a polished buckle, to wear with suits and chinos.',
      'A handsome {color} belt that softens and ages with wear.',
    ],
  ),
  t(
    'accessories',
    'tie',
    'menswear',
    [55, 160],
    'one-size',
    ['Silk Repp Tie', 'Grenadine Silk Tie'],
    [
      'A {color} silk tie with a subtle stripe, hand-finished and fully lined.',
      'Textured {color} silk that ties a neat knot and adds depth to a plain shirt.',
    ],
  ),
  t(
    'accessories',
    'sunglasses',
    'leather',
    [110, 320],
    'one-size',
    ['Round Acetate Sunglasses', 'Classic Square Sunglasses'],
    [
      'Handmade acetate sunglasses with a {color} frame and polarized lenses.',
      'A timeless {color} frame with full UV protection and sturdy hinges.',
    ],
  ),
  t(
    'accessories',
    'cap',
    'menswear',
    [35, 90],
    'one-size',
    ['Wool Baseball Cap', 'Washed Cotton Cap'],
    [
      'A {color} six-panel cap with an adjustable strap at the back.',
      'Soft, washed {color} cotton with a curved brim; it already feels broken in.',
    ],
  ),
  t(
    'accessories',
    'beanie',
    'knit',
    [40, 120],
    'one-size',
    ['Ribbed Merino Beanie', 'Fisherman Beanie'],
    [
      'A ribbed {color} beanie in fine merino with a turned-up cuff.',
      'A short {color} beanie knitted in a chunky rib.',
    ],
  ),
  t(
    'accessories',
    'scarf',
    'menswear',
    [50, 220],
    'one-size',
    ['Silk Pocket Square', 'Printed Silk Bandana'],
    [
      'A {color} silk square with a framed print, to fold into a jacket pocket or knot at the neck.',
      'Hand-rolled {color} silk with a contrast border; a small detail with a big effect.',
    ],
  ),
];
